import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../../components/lazy/lazy-component';

// The dialog (the drop zone, the import's result and progress) is downloaded when it is first opened.
const EmployeesImportDialog = lazyComponent(() => import('./employees-import-dialog'), 'EmployeesImportDialog');

/** «Загрузить из Excel» on /employees: opens the import dialog (employees-import-dialog.tsx). */
export function EmployeesImportButton() {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);

  return (
    <>
      <Button
        variant="outlined"
        onPointerEnter={EmployeesImportDialog.preload}
        onFocus={EmployeesImportDialog.preload}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        Загрузить из Excel
      </Button>
      {/* Kept mounted after the first opening, so closing plays its transition. */}
      {wasOpened && (
        <Suspense fallback={null}>
          <EmployeesImportDialog open={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
