import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TaskWorkToPay } from '@vyplaty/contracts';
import { DataCards } from '../../../components/data-table/data-cards';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatDate, formatMoney } from '../../../lib/format';
import { workKey } from '../api/work-to-pay-calls';

type Props = {
  items: readonly TaskWorkToPay[];
  isChosen: (work: TaskWorkToPay) => boolean;
  onToggle: (work: TaskWorkToPay) => void;
  /** «Выбрать все на странице»: every work of this page chosen (true) or let go (false). */
  onTogglePage: (isChosen: boolean) => void;
};

const taskText = (w: TaskWorkToPay) => `№ ${w.task.number} «${w.task.name}»`;
const actText = (w: TaskWorkToPay) => `Акт № ${w.act.number} от ${formatDate(w.act.date)}`;
const innText = (w: TaskWorkToPay) => (w.employee.inn ? `ИНН ${w.employee.inn}` : 'ИНН не указан');

function RowCheckbox({ work, isChosen, onToggle }: Pick<Props, 'isChosen' | 'onToggle'> & { work: TaskWorkToPay }) {
  return (
    <Checkbox
      checked={isChosen(work)}
      onChange={() => onToggle(work)}
      slotProps={{ input: { 'aria-label': `Выбрать: ${work.employee.fio}, задание № ${work.task.number}` } }}
    />
  );
}

/**
 * The work ready to be paid in a registry, one page: a table on a wide screen, cards on a phone (each with its
 * checkbox), and «Выбрать все на странице» above them.
 */
export function WorkToPayList({ items, isChosen, onToggle, onTogglePage }: Props) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const chosenHere = items.filter(isChosen).length;
  const isAll = items.length > 0 && chosenHere === items.length;
  const columns: DataTableColumn<TaskWorkToPay>[] = [
    {
      id: 'pick',
      header: '',
      isControl: true,
      cell: (w) => <RowCheckbox work={w} isChosen={isChosen} onToggle={onToggle} />,
    },
    { id: 'task', header: 'Задание', cell: taskText },
    {
      id: 'who',
      header: 'Исполнитель',
      cell: (w) => (
        <>
          {w.employee.fio}
          <Typography variant="body2" color="text.secondary">
            {innText(w)}
          </Typography>
        </>
      ),
    },
    { id: 'amount', header: 'Сумма', isFigure: true, cell: (w) => formatMoney(w.amount) },
    { id: 'act', header: 'Акт', isFigure: true, cell: actText, minTableWidth: 640 },
  ];
  return (
    <Stack spacing={1}>
      <FormControlLabel
        label="Выбрать все на странице"
        control={
          <Checkbox checked={isAll} indeterminate={chosenHere > 0 && !isAll} onChange={() => onTogglePage(!isAll)} />
        }
      />
      {isPhone ? (
        <DataCards
          label="Работы к оплате"
          rows={items}
          rowKey={workKey}
          isRowSelected={isChosen}
          renderCard={(w) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <RowCheckbox work={w} isChosen={isChosen} onToggle={onToggle} />
              <Stack spacing={0.25} sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>{w.employee.fio}</Typography>
                <Typography variant="body2">{formatMoney(w.amount)}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {`Задание ${taskText(w)}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {innText(w)} · {actText(w)}
                </Typography>
              </Stack>
            </Stack>
          )}
        />
      ) : (
        <DataTable label="Работы к оплате" rows={items} rowKey={workKey} columns={columns} isRowSelected={isChosen} />
      )}
    </Stack>
  );
}
