import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BALANCE_OPERATION_LABELS, kopecksToRubles, rublesToKopecks } from '@vyplaty/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DatePicker, isoDateOf } from '../../../components/date-picker';
import { FilterChip } from '../../../components/filter-chip';
import { FiltersButton } from '../../../components/filters-button';
import { MaskAdapter } from '../../../components/form/form-masked-field';
import { inputMasks } from '../../../components/form/input-masks';
import { formatDate, formatMoney } from '../../../lib/format';
import { withFilter } from '../../../lib/paged-list/with-filter';
import { type OperationFilters, typesOf } from './balance-operations-config';

type Props = { filters: OperationFilters; onChange: (filters: OperationFilters) => void };

/** An amount bound: typed as «1 500,00», applied on leaving the field as "1500.00". */
function AmountBound({ label, value, onApply }: { label: string; value?: string; onApply: (value?: string) => void }) {
  const [text, setText] = useState(value?.replace('.', ',') ?? '');
  const apply = () => {
    const kopecks = rublesToKopecks(text);
    onApply(kopecks !== null && kopecks > 0n ? kopecksToRubles(kopecks) : undefined);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={apply}
      onKeyDown={(e) => e.key === 'Enter' && apply()}
      slotProps={{
        input: { inputComponent: MaskAdapter as never },
        htmlInput: { mask: inputMasks.money, inputMode: 'decimal' },
      }}
    />
  );
}

/** The «Фильтры» button of the operations: types, period, amount from / to. */
export function OperationsFiltersButton({ filters, onChange }: Props) {
  const applied = Object.keys(filters).length;
  return (
    <FiltersButton applied={applied} label="Фильтры операций">
      <TextField
        select
        size="small"
        label="Вид операции"
        value={typesOf(filters)}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (v) =>
              (v as string[])
                .map((t) => BALANCE_OPERATION_LABELS[t as keyof typeof BALANCE_OPERATION_LABELS])
                .join(', '),
          },
        }}
        onChange={(e) => {
          const chosen = e.target.value as unknown as string[];
          onChange(withFilter(filters, 'types', chosen.join(',')));
        }}
      >
        {Object.entries(BALANCE_OPERATION_LABELS).map(([value, text]) => (
          <MenuItem key={value} value={value}>
            <Checkbox size="small" checked={typesOf(filters).includes(value as never)} />
            <ListItemText primary={text} />
          </MenuItem>
        ))}
      </TextField>
      <DatePicker
        label="С"
        value={filters.date_from ? dayjs(filters.date_from) : null}
        onChange={(value) => onChange(withFilter(filters, 'date_from', isoDateOf(value)))}
      />
      <DatePicker
        label="По"
        value={filters.date_to ? dayjs(filters.date_to) : null}
        onChange={(value) => onChange(withFilter(filters, 'date_to', isoDateOf(value)))}
      />
      <Stack direction="row" spacing={2}>
        <AmountBound
          label="Сумма от"
          value={filters.amount_from}
          onApply={(v) => onChange(withFilter(filters, 'amount_from', v))}
        />
        <AmountBound
          label="Сумма до"
          value={filters.amount_to}
          onApply={(v) => onChange(withFilter(filters, 'amount_to', v))}
        />
      </Stack>
    </FiltersButton>
  );
}

/** The applied filters as closable chips (SPEC §2). */
export function OperationsFilterChips({ filters, onChange }: Props) {
  const chips: { key: keyof OperationFilters; label: string; value: string }[] = [];
  if (filters.types) {
    chips.push({
      key: 'types',
      label: 'Вид',
      value: typesOf(filters)
        .map((t) => BALANCE_OPERATION_LABELS[t])
        .join(', '),
    });
  }
  if (filters.date_from) chips.push({ key: 'date_from', label: 'С', value: formatDate(filters.date_from) });
  if (filters.date_to) chips.push({ key: 'date_to', label: 'По', value: formatDate(filters.date_to) });
  if (filters.amount_from)
    chips.push({ key: 'amount_from', label: 'Сумма от', value: formatMoney(filters.amount_from) });
  if (filters.amount_to) chips.push({ key: 'amount_to', label: 'Сумма до', value: formatMoney(filters.amount_to) });
  if (chips.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {chips.map((chip) => (
        <FilterChip
          key={chip.key}
          label={chip.label}
          value={chip.value}
          onClose={() => onChange(withFilter(filters, chip.key, undefined))}
        />
      ))}
    </Stack>
  );
}
