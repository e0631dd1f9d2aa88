import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Moneyback } from '@vyplaty/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ListBody } from '../../../components/list-body/list-body';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useMoneybacks } from '../api/get-moneybacks';

const STATUS: Record<Moneyback['status'], { text: string; color: 'info' | 'success' | 'error' }> = {
  PENDING: { text: 'Отправлен в банк', color: 'info' },
  DONE: { text: 'Исполнен', color: 'success' },
  DECLINED: { text: 'Отклонён', color: 'error' },
};

const COLUMNS: DataTableColumn<Moneyback>[] = [
  { id: 'date', header: 'Дата', isFigure: true, cell: (item) => formatDateTime(item.created_at) },
  { id: 'amount', header: 'Сумма', isFigure: true, cell: (item) => formatMoney(item.amount) },
  { id: 'account', header: 'Счёт', cell: (item) => item.bank_account_label },
  {
    id: 'status',
    header: 'Статус',
    cell: (item) => (
      <>
        <Chip size="small" color={STATUS[item.status].color} label={STATUS[item.status].text} />
        {item.reason && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
            {item.reason}
          </Typography>
        )}
      </>
    ),
  },
];

/** The company's returns of money to its own accounts and where each one is. */
export function MoneybackList() {
  const moneybacks = useMoneybacks();
  return (
    <ListBody
      query={moneybacks}
      count={moneybacks.data?.length ?? 0}
      failureText="Не удалось загрузить возвраты"
      emptyText="Возвратов не было"
      table={
        <DataTable label="Возвраты денег" rows={moneybacks.data ?? []} rowKey={(item) => item.id} columns={COLUMNS} />
      }
    />
  );
}
