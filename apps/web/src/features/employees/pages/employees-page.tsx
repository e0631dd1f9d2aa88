import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EmployeeListItem } from '@vyplaty/contracts';
import { useState } from 'react';
import { ListBody } from '../../../components/list-body/list-body';
import { ListPage } from '../../../components/list-page';
import { usePagedList } from '../../../lib/paged-list/use-paged-list';
import { notify } from '../../../lib/toast';
import { useEmployees } from '../api/get-employees';
import { useRemoveEmployees } from '../api/remove-employees';
import { EmployeesActions } from '../components/employees-actions';
import { EmployeesCards } from '../components/employees-cards';
import { EmployeesCountsLine } from '../components/employees-counts-line';
import { EmployeesFilterChips, EmployeesFiltersButton } from '../components/employees-filters';
import type { EmployeesListProps } from '../components/employees-list-props';
import { EmployeesOverlays, preloadDeleteDialog, preloadDrawer } from '../components/employees-overlays';
import { EmployeesSearchField } from '../components/employees-search-field';
import { EmployeesTable } from '../components/employees-table';
import { EMPLOYEES_LIST, employeesListRequest } from './employees-list';

/**
 * /employees: the company's contractors, paged, sorted, searched and filtered on the server; selected
 * rows are removed from the company (disconnected) through the shared delete dialog; «Выгрузить в
 * Excel» downloads what the list shows; a row opens the contractor's drawer (their data and the
 * former-employment confirmation, N5), as does its menu.
 */
export function EmployeesPage() {
  const list = usePagedList(EMPLOYEES_LIST);
  const { sort, search, filters } = list;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  // The dialog stays mounted after its first opening, so closing plays its transition.
  const [wasDeleteOpened, setWasDeleteOpened] = useState(false);
  const [formerEmploymentOf, setFormerEmploymentOf] = useState<EmployeeListItem | null>(null);
  const [opened, setOpened] = useState<{ item: EmployeeListItem; isOpen: boolean } | null>(null);
  const removeEmployees = useRemoveEmployees();

  const { query, request } = employeesListRequest(list);
  const employees = useEmployees(request);
  const items = employees.data?.items ?? [];
  const totalCount = employees.data?.totalCount ?? 0;
  const isFiltered = Boolean(search) || Object.keys(filters).length > 0;
  // The drawer shows the row as the list has it now: a confirmation refreshes both.
  const drawerItem = opened ? (items.find((item) => item.id === opened.item.id) ?? opened.item) : null;

  /** A new order, search or filter starts from the first page with nothing selected. */
  const changeQuery = (apply: () => void) => {
    apply();
    setSelected(new Set());
  };

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) =>
      items.length > 0 && items.every((item) => current.has(item.id)) ? new Set() : new Set(items.map((i) => i.id)),
    );
  const viewProps: EmployeesListProps = {
    items,
    selected,
    onToggle: toggle,
    onToggleAll: toggleAll,
    sort,
    onSort: (next) => changeQuery(() => list.setSort(next)),
    onOpen: (item) => setOpened({ item, isOpen: true }),
    onFormerEmployment: setFormerEmploymentOf,
  };

  return (
    <ListPage
      title="Исполнители"
      summary={<EmployeesCountsLine />}
      actions={<EmployeesActions query={query} />}
      toolbar={
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
          >
            <EmployeesSearchField
              initialText={search}
              onSearch={(text) => text !== search && changeQuery(() => list.setSearch(text))}
            />
            <EmployeesFiltersButton filters={filters} onChange={(next) => changeQuery(() => list.setFilters(next))} />
            {selected.size > 0 && (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', ml: { sm: 'auto' } }}>
                <Typography>{`Выбрано: ${selected.size}`}</Typography>
                <Button
                  color="error"
                  variant="outlined"
                  onPointerEnter={preloadDeleteDialog}
                  onFocus={preloadDeleteDialog}
                  onClick={() => {
                    setWasDeleteOpened(true);
                    setIsDeleteOpen(true);
                  }}
                >
                  Удалить
                </Button>
              </Stack>
            )}
          </Stack>
          <EmployeesFilterChips filters={filters} onChange={(next) => changeQuery(() => list.setFilters(next))} />
        </>
      }
    >
      {/* The drawer's code comes on the way to a row, before the click. */}
      <Box onPointerEnter={preloadDrawer} onFocus={preloadDrawer}>
        <ListBody
          query={employees}
          count={totalCount}
          failureText="Не удалось загрузить исполнителей"
          emptyText={
            isFiltered
              ? 'Никого не нашлось. Измените поиск или фильтры.'
              : 'Исполнителей пока нет. Пригласите исполнителя — он появится здесь после регистрации.'
          }
          table={<EmployeesTable {...viewProps} />}
          cards={<EmployeesCards {...viewProps} />}
          paging={{
            ...list,
            // Another page starts with nothing selected.
            setPage: (next) => {
              list.setPage(next);
              setSelected(new Set());
            },
            setPageSize: (size) => changeQuery(() => list.setPageSize(size)),
          }}
        />
      </Box>

      <EmployeesOverlays
        opened={opened && { item: drawerItem ?? opened.item, isOpen: opened.isOpen }}
        onCloseDrawer={() => setOpened((was) => was && { ...was, isOpen: false })}
        formerEmploymentOf={formerEmploymentOf}
        onFormerEmployment={setFormerEmploymentOf}
        isDeleteMounted={wasDeleteOpened}
        isDeleteOpen={isDeleteOpen}
        onCloseDelete={() => setIsDeleteOpen(false)}
        onDelete={() => removeEmployees.mutateAsync([...selected])}
        onDeleted={() => {
          notify.success(selected.size === 1 ? 'Исполнитель удалён' : `Исполнители удалены: ${selected.size}`);
          setSelected(new Set());
        }}
      />
    </ListPage>
  );
}
