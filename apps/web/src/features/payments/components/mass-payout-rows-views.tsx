import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MassPayoutRow, PayoutKind } from '@vyplaty/contracts';
import { Link as RouterLink } from 'react-router';
import { DataCards } from '../../../components/data-table/data-cards';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatMoney } from '../../../lib/format';
import { RowStateChip } from './mass-payout-labels';
import { PayoutStatusChip } from './payout-labels';
import { payoutAddress } from './use-payout-from-address';

const LABEL = 'Строки реестра';

/** The first filled cell of the file among `titles` (template and 1C columns): what a failed row still says. */
const cellOf = (row: MassPayoutRow, ...titles: string[]) =>
  titles.map((title) => row.cells[title]?.trim()).find((value) => value) ?? null;

const nameOf = (row: MassPayoutRow) =>
  row.full_name ||
  [cellOf(row, 'Фамилия'), cellOf(row, 'Имя'), cellOf(row, 'Отчество')].filter(Boolean).join(' ') ||
  cellOf(row, 'Получатель') ||
  '—';
const innOf = (row: MassPayoutRow) => row.inn ?? cellOf(row, 'ИНН', 'ИНН получателя') ?? '—';
const amountOf = (row: MassPayoutRow) => formatMoney(row.amount ?? cellOf(row, 'Сумма, руб.', 'Сумма') ?? '—');
const serviceOf = (row: MassPayoutRow) =>
  row.service_name ?? cellOf(row, 'Наименование услуги (текст чека)', 'Назначение платежа') ?? '—';

export type RowsViewProps = {
  kind: PayoutKind;
  items: readonly MassPayoutRow[];
  /** Rows can be chosen (a draft); REMOVED and paid rows never. */
  canSelect: boolean;
  selected: ReadonlySet<string>;
  onToggle: (row: MassPayoutRow) => void;
  onToggleAll: (rows: readonly MassPayoutRow[], isChecked: boolean) => void;
  /** Confirms a flagged repeat (or takes the confirmation back); absent when the registry cannot change. */
  onConfirm?: ((row: MassPayoutRow) => void) | undefined;
};

export const isSelectable = (row: MassPayoutRow) =>
  row.state === 'VALID' || row.state === 'INVALID' || row.state === 'DUPLICATE';

/** A paid row's payout: «Выплата № N» opening it in the payouts page's drawer, and its status. */
function RowPayout({ row, kind }: { row: MassPayoutRow; kind: PayoutKind }) {
  if (!row.payout_id) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Link component={RouterLink} to={payoutAddress(row.payout_id, kind)} underline="hover" variant="body2">
        {row.payout_number === null ? 'Выплата' : `Выплата № ${row.payout_number}`}
      </Link>
      {row.payout_status && <PayoutStatusChip status={row.payout_status} />}
    </Stack>
  );
}

/** The row's state, its Russian reasons, its payout once paid and, for a repeat, the confirmation. */
function RowState({
  row,
  kind,
  onConfirm,
}: {
  row: MassPayoutRow;
  kind: PayoutKind;
  onConfirm: RowsViewProps['onConfirm'];
}) {
  const isBad = row.state === 'INVALID' || row.state === 'FAILED';
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <RowStateChip row={row} />
      <RowPayout row={row} kind={kind} />
      {row.errors.map((error) => (
        <Typography key={error} variant="body2" color={isBad ? 'error' : 'text.secondary'}>
          {error}
        </Typography>
      ))}
      {row.state === 'DUPLICATE' && onConfirm && (
        <Button size="small" onClick={() => onConfirm(row)}>
          {row.duplicate_confirmed ? 'Не оплачивать повтор' : 'Подтвердить повтор'}
        </Button>
      )}
    </Stack>
  );
}

function SelectBox({ row, props }: { row: MassPayoutRow; props: RowsViewProps }) {
  if (!isSelectable(row)) return null;
  return (
    <Checkbox
      size="small"
      checked={props.selected.has(row.id)}
      onChange={() => props.onToggle(row)}
      slotProps={{ input: { 'aria-label': `Выбрать строку ${row.row_number}` } }}
    />
  );
}

export function MassPayoutRowsTable(props: RowsViewProps) {
  const { kind, items, canSelect, selected, onToggleAll, onConfirm } = props;
  const selectable = items.filter(isSelectable);
  const allChecked = selectable.length > 0 && selectable.every((row) => selected.has(row.id));
  const columns: DataTableColumn<MassPayoutRow>[] = [
    ...(canSelect
      ? [
          {
            id: 'select',
            isControl: true,
            header: (
              <Checkbox
                size="small"
                checked={allChecked}
                indeterminate={!allChecked && selectable.some((row) => selected.has(row.id))}
                disabled={selectable.length === 0}
                onChange={(e) => onToggleAll(selectable, e.target.checked)}
                slotProps={{ input: { 'aria-label': 'Выбрать все строки страницы' } }}
              />
            ),
            cell: (row: MassPayoutRow) => <SelectBox row={row} props={props} />,
          },
        ]
      : []),
    { id: 'number', header: 'Строка', isFigure: true, cell: (row) => row.row_number },
    { id: 'name', header: 'ФИО', cell: nameOf },
    { id: 'inn', header: 'ИНН', isFigure: true, cell: innOf },
    { id: 'amount', header: 'Сумма', isFigure: true, cell: amountOf },
    ...(kind === 'INDIVIDUAL'
      ? [
          {
            id: 'ndfl',
            header: 'НДФЛ',
            isFigure: true,
            minTableWidth: 900,
            cell: (row: MassPayoutRow) => formatMoney(row.ndfl),
          },
        ]
      : [{ id: 'service', header: 'Услуга', minTableWidth: 900, cell: serviceOf }]),
    { id: 'state', header: 'Состояние', cell: (row) => <RowState row={row} kind={kind} onConfirm={onConfirm} /> },
  ];
  return <DataTable label={LABEL} rows={items} rowKey={(row) => row.id} columns={columns} />;
}

export function MassPayoutRowsCards(props: RowsViewProps) {
  const { kind, items, canSelect, onConfirm } = props;
  return (
    <DataCards
      label={LABEL}
      rows={items}
      rowKey={(row) => row.id}
      renderCard={(row) => (
        <Stack spacing={0.5}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Stack direction="row" sx={{ alignItems: 'center', minWidth: 0 }}>
              {canSelect && <SelectBox row={row} props={props} />}
              <Typography sx={{ fontWeight: 500 }}>{`${row.row_number}. ${nameOf(row)}`}</Typography>
            </Stack>
            <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{amountOf(row)}</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {kind === 'INDIVIDUAL'
              ? `ИНН ${innOf(row)} · НДФЛ ${formatMoney(row.ndfl)}`
              : `ИНН ${innOf(row)} · ${serviceOf(row)}`}
          </Typography>
          <RowState row={row} kind={kind} onConfirm={onConfirm} />
        </Stack>
      )}
    />
  );
}
