import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  EMPLOYEE_KIND_LABELS,
  type EmployeeListItem,
  type EmployeeSortField,
  TAX_REGIME_LABELS,
} from '@vyplaty/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatDate, formatPhone } from '../../../lib/format';
import { EmployeeRowMenu } from './employee-row-menu';
import {
  EmployeeConnectionChip,
  employeeName,
  FormerEmploymentChip,
  fnsBindingText,
  NpdStatusChip,
  yearlyIncomeText,
} from './employees-labels';
import type { EmployeesListProps } from './employees-list-props';

type Column = DataTableColumn<EmployeeListItem, EmployeeSortField>;

/**
 * The columns by priority: what decides whether the company can pay (name, phone, НПД, ФНС, connection)
 * always shows; ИНН, tax regime, kind and the year's income fold away on narrower tables (measured at
 * 1280 and 1440 px: no sideways scroll) and are read in the contractor's drawer.
 */
function columnsOf({
  items,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
  onFormerEmployment,
}: EmployeesListProps): Column[] {
  const selectedOnPage = items.filter((item) => selected.has(item.id)).length;
  return [
    {
      id: 'select',
      isControl: true,
      header: (
        <Checkbox
          checked={items.length > 0 && selectedOnPage === items.length}
          indeterminate={selectedOnPage > 0 && selectedOnPage < items.length}
          onChange={onToggleAll}
          slotProps={{ input: { 'aria-label': 'Выбрать всех на странице' } }}
        />
      ),
      cell: (item) => (
        <Checkbox
          checked={selected.has(item.id)}
          onChange={() => onToggle(item.id)}
          slotProps={{ input: { 'aria-label': `Выбрать: ${employeeName(item)}` } }}
        />
      ),
    },
    {
      id: 'name',
      header: 'ФИО',
      sortField: 'FIO',
      firstDirection: 'ASC',
      // A real button for the keyboard; a mouse may click anywhere on the row.
      cell: (item) => (
        <Link
          component="button"
          type="button"
          underline="hover"
          color="inherit"
          onClick={() => onOpen(item)}
          sx={{ textAlign: 'left' }}
        >
          {employeeName(item)}
        </Link>
      ),
    },
    { id: 'phone', header: 'Телефон', isFigure: true, cell: (item) => formatPhone(item.phone) },
    { id: 'inn', header: 'ИНН', isFigure: true, minTableWidth: 1300, cell: (item) => item.inn ?? '—' },
    {
      id: 'kind',
      header: 'Тип',
      minTableWidth: 1700,
      cell: (item) => (item.kind ? EMPLOYEE_KIND_LABELS[item.kind] : '—'),
    },
    { id: 'tax', header: 'Налоговый режим', minTableWidth: 1380, cell: (item) => TAX_REGIME_LABELS[item.tax_regime] },
    {
      id: 'npd',
      header: 'Статус НПД',
      sortField: 'EMPLOYEE_NPD',
      firstDirection: 'ASC',
      // The N5 chip sits under the НПД status: both say whether the company may pay as НПД.
      cell: (item) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <NpdStatusChip item={item} />
          <FormerEmploymentChip item={item} />
        </Stack>
      ),
    },
    { id: 'fns', header: 'ФНС', cell: fnsBindingText },
    { id: 'income', header: 'Доход за год', isFigure: true, minTableWidth: 1800, cell: yearlyIncomeText },
    {
      id: 'connection',
      header: 'Подключение',
      cell: (item) => <EmployeeConnectionChip connection={item.connection} />,
    },
    {
      id: 'added',
      header: 'Добавлен',
      sortField: 'ADDED_AT',
      firstDirection: 'DESC',
      isFigure: true,
      cell: (item) => formatDate(item.added_at),
    },
    {
      id: 'menu',
      isControl: true,
      header: null,
      cell: (item) => <EmployeeRowMenu item={item} onOpen={onOpen} onFormerEmployment={onFormerEmployment} />,
    },
  ];
}

/** The company's contractors on a wide screen: selection for removal, a row opens the contractor's drawer. */
export function EmployeesTable(props: EmployeesListProps) {
  return (
    <DataTable
      label="Исполнители"
      rows={props.items}
      rowKey={(item) => item.id}
      columns={columnsOf(props)}
      sort={props.sort}
      onSort={props.onSort}
      onOpenRow={props.onOpen}
      isRowSelected={(item) => props.selected.has(item.id)}
    />
  );
}
