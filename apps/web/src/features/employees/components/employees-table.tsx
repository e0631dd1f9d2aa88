import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { EMPLOYEE_KIND_LABELS, type EmployeeSortField, TAX_REGIME_LABELS } from '@vyplaty/contracts';
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

const digits = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A header that sorts on the server: the first click sorts in its natural order, the next one reverses. */
function SortHeader({
  field,
  label,
  firstDirection,
  sort,
  onSort,
}: {
  field: EmployeeSortField;
  label: string;
  firstDirection: 'ASC' | 'DESC';
  sort: EmployeesListProps['sort'];
  onSort: EmployeesListProps['onSort'];
}) {
  const isActive = sort.field === field;
  const next = isActive ? (sort.direction === 'ASC' ? 'DESC' : 'ASC') : firstDirection;
  return (
    <TableCell sortDirection={isActive ? (sort.direction === 'ASC' ? 'asc' : 'desc') : false}>
      <TableSortLabel
        active={isActive}
        direction={isActive ? (sort.direction === 'ASC' ? 'asc' : 'desc') : firstDirection === 'ASC' ? 'asc' : 'desc'}
        onClick={() => onSort({ field, direction: next })}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

/** The company's contractors on a wide screen, with row selection for removal. */
export function EmployeesTable({
  items,
  selected,
  onToggle,
  onToggleAll,
  sort,
  onSort,
  onFormerEmployment,
}: EmployeesListProps) {
  const selectedOnPage = items.filter((item) => selected.has(item.id)).length;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Исполнители">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={items.length > 0 && selectedOnPage === items.length}
                indeterminate={selectedOnPage > 0 && selectedOnPage < items.length}
                onChange={onToggleAll}
                slotProps={{ input: { 'aria-label': 'Выбрать всех на странице' } }}
              />
            </TableCell>
            <SortHeader field="FIO" label="ФИО" firstDirection="ASC" sort={sort} onSort={onSort} />
            <TableCell>Телефон</TableCell>
            <TableCell>ИНН</TableCell>
            <TableCell>Тип</TableCell>
            <TableCell>Налоговый режим</TableCell>
            <SortHeader field="EMPLOYEE_NPD" label="Статус НПД" firstDirection="ASC" sort={sort} onSort={onSort} />
            <TableCell>ФНС</TableCell>
            <TableCell>Доход за год</TableCell>
            <TableCell>Подключение</TableCell>
            <SortHeader field="ADDED_AT" label="Добавлен" firstDirection="DESC" sort={sort} onSort={onSort} />
            <TableCell padding="checkbox" aria-label="Действия" />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const name = employeeName(item);
            return (
              <TableRow key={item.id} hover selected={selected.has(item.id)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(item.id)}
                    onChange={() => onToggle(item.id)}
                    slotProps={{ input: { 'aria-label': `Выбрать: ${name}` } }}
                  />
                </TableCell>
                <TableCell>{name}</TableCell>
                <TableCell sx={digits}>{formatPhone(item.phone)}</TableCell>
                <TableCell sx={digits}>{item.inn ?? '—'}</TableCell>
                <TableCell>{item.kind ? EMPLOYEE_KIND_LABELS[item.kind] : '—'}</TableCell>
                <TableCell>{TAX_REGIME_LABELS[item.tax_regime]}</TableCell>
                <TableCell>
                  {/* The N5 chip sits under the НПД status: both say whether the company may pay as НПД. */}
                  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                    <NpdStatusChip item={item} />
                    <FormerEmploymentChip item={item} />
                  </Stack>
                </TableCell>
                <TableCell>{fnsBindingText(item)}</TableCell>
                <TableCell sx={digits}>{yearlyIncomeText(item)}</TableCell>
                <TableCell>
                  <EmployeeConnectionChip connection={item.connection} />
                </TableCell>
                <TableCell sx={digits}>{formatDate(item.added_at)}</TableCell>
                <TableCell padding="checkbox">
                  <EmployeeRowMenu item={item} onFormerEmployment={onFormerEmployment} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
