import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Payout } from '@vyplaty/contracts';
import { RecordSection } from '../../../components/data-table/record-section';
import { apiHref } from '../api/payout-paths';
import { RECEIPT_STATUS_LABELS } from './payout-labels';

type Receipt = NonNullable<Payout['receipt']>;

/** The НПД receipt of a payout: its state in the tax service, the link to it and its printable page. */
export function PayoutReceipt({ receipt }: { receipt: Receipt }) {
  return (
    <RecordSection
      title="Чек"
      fields={[
        { label: 'Состояние', value: RECEIPT_STATUS_LABELS[receipt.status] },
        // FNS's receipt number is a code (letters and digits, «200egc5wxk»), not words: never translated.
        ...(receipt.receipt_id
          ? [{ label: 'Номер чека', value: <span translate="no">{receipt.receipt_id}</span> }]
          : []),
      ]}
    >
      {(receipt.link || receipt.print_url) && (
        <Stack direction="row" spacing={1.5} sx={{ mt: 1.5 }}>
          {receipt.link && (
            <Button variant="outlined" href={apiHref(receipt.link)} target="_blank" rel="noopener noreferrer">
              Открыть чек
            </Button>
          )}
          {receipt.print_url && (
            <Button variant="outlined" href={apiHref(receipt.print_url)} target="_blank" rel="noopener noreferrer">
              Распечатать чек
            </Button>
          )}
        </Stack>
      )}
    </RecordSection>
  );
}
