import type { EmployeeListItem } from '@vyplaty/contracts';
import { Suspense } from 'react';
import { lazyComponent } from '../../../components/lazy/lazy-component';

// Not on the first screen of /employees: each is downloaded when first opened (hovering or focusing the
// list starts the drawer's download), so the list draws without the drawer, the dialogs and the date picker.
const EmployeeDrawer = lazyComponent(() => import('./employee-drawer'), 'EmployeeDrawer');
const FormerEmploymentDialog = lazyComponent(() => import('./former-employment-dialog'), 'FormerEmploymentDialog');
const DeleteDialog = lazyComponent(() => import('../../../components/delete-dialog'), 'DeleteDialog');

export const preloadDrawer = EmployeeDrawer.preload;
export const preloadDeleteDialog = DeleteDialog.preload;

type EmployeesOverlaysProps = {
  /** The row whose drawer was opened (kept after closing, so the drawer plays its transition). */
  opened: { item: EmployeeListItem; isOpen: boolean } | null;
  onCloseDrawer: () => void;
  formerEmploymentOf: EmployeeListItem | null;
  onFormerEmployment: (item: EmployeeListItem | null) => void;
  /** Mounted from the first «Удалить» on. */
  isDeleteMounted: boolean;
  isDeleteOpen: boolean;
  onCloseDelete: () => void;
  onDelete: () => Promise<unknown>;
  onDeleted: () => void;
};

/** The contractor's drawer, the former-employment confirmation and the removal dialog of /employees. */
export function EmployeesOverlays(props: EmployeesOverlaysProps) {
  const { opened, formerEmploymentOf, onFormerEmployment } = props;
  return (
    <Suspense fallback={null}>
      {opened && (
        <EmployeeDrawer
          item={opened.item}
          open={opened.isOpen}
          onClose={props.onCloseDrawer}
          onFormerEmployment={onFormerEmployment}
        />
      )}
      {formerEmploymentOf && (
        <FormerEmploymentDialog item={formerEmploymentOf} onClose={() => onFormerEmployment(null)} />
      )}
      {props.isDeleteMounted && (
        <DeleteDialog
          open={props.isDeleteOpen}
          onClose={props.onCloseDelete}
          onDelete={props.onDelete}
          onDeleted={props.onDeleted}
        />
      )}
    </Suspense>
  );
}
