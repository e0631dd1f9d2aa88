import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMPLOYEE_KIND_LABELS, TAX_REGIME_LABELS } from '@vyplaty/contracts';
import { CardsSortSelect } from '../../../components/data-table/cards-sort-select';
import { DataCards } from '../../../components/data-table/data-cards';
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
import type { EmployeesListProps, EmployeesSort } from './employees-list-props';

/** Phones have no headers to click: the order is a choice above the cards. */
const SORTS: { value: string; label: string; sort: EmployeesSort }[] = [
  { value: 'ADDED_AT:DESC', label: 'Сначала новые', sort: { field: 'ADDED_AT', direction: 'DESC' } },
  { value: 'ADDED_AT:ASC', label: 'Сначала давние', sort: { field: 'ADDED_AT', direction: 'ASC' } },
  { value: 'FIO:ASC', label: 'По ФИО, А–Я', sort: { field: 'FIO', direction: 'ASC' } },
  { value: 'FIO:DESC', label: 'По ФИО, Я–А', sort: { field: 'FIO', direction: 'DESC' } },
  { value: 'EMPLOYEE_NPD:ASC', label: 'Сначала самозанятые', sort: { field: 'EMPLOYEE_NPD', direction: 'ASC' } },
  { value: 'EMPLOYEE_NPD:DESC', label: 'Сначала не проверенные', sort: { field: 'EMPLOYEE_NPD', direction: 'DESC' } },
];

/** The company's contractors on a narrow screen: one card each, selectable for removal; a tap opens the drawer. */
export function EmployeesCards({
  items,
  selected,
  onToggle,
  onToggleAll,
  sort,
  onSort,
  onOpen,
  onFormerEmployment,
}: EmployeesListProps) {
  const selectedOnPage = items.filter((item) => selected.has(item.id)).length;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={items.length > 0 && selectedOnPage === items.length}
              indeterminate={selectedOnPage > 0 && selectedOnPage < items.length}
              onChange={onToggleAll}
            />
          }
          label="Выбрать всех"
        />
        <CardsSortSelect options={SORTS} sort={sort} onSort={onSort} sx={{ minWidth: 180 }} />
      </Stack>
      <DataCards
        label="Исполнители"
        rows={items}
        rowKey={(item) => item.id}
        onOpenRow={onOpen}
        isRowSelected={(item) => selected.has(item.id)}
        renderCard={(item) => {
          const name = employeeName(item);
          return (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Checkbox
                checked={selected.has(item.id)}
                onChange={() => onToggle(item.id)}
                slotProps={{ input: { 'aria-label': `Выбрать: ${name}` } }}
                sx={{ mt: -1, ml: -1 }}
              />
              <Stack spacing={0.5} sx={{ minWidth: 0, flexGrow: 1 }}>
                <Link
                  component="button"
                  type="button"
                  underline="hover"
                  color="inherit"
                  onClick={() => onOpen(item)}
                  sx={{ fontWeight: 500, textAlign: 'left', alignSelf: 'flex-start' }}
                >
                  {name}
                </Link>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatPhone(item.phone)}
                  {item.inn ? ` · ИНН ${item.inn}` : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[item.kind ? EMPLOYEE_KIND_LABELS[item.kind] : null, TAX_REGIME_LABELS[item.tax_regime]]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {fnsBindingText(item)} · доход за год: {yearlyIncomeText(item)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Добавлен {formatDate(item.added_at)}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <NpdStatusChip item={item} />
                  <FormerEmploymentChip item={item} />
                  <EmployeeConnectionChip connection={item.connection} />
                </Stack>
              </Stack>
              <Box sx={{ mt: -0.5, mr: -1 }}>
                <EmployeeRowMenu item={item} onOpen={onOpen} onFormerEmployment={onFormerEmployment} />
              </Box>
            </Stack>
          );
        }}
      />
    </Stack>
  );
}
