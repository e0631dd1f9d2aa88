import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countText } from '../../../lib/plural';
import type { EnvelopeDocument, EnvelopeSignResult } from '../api/envelope-calls';
import { DOCUMENTS } from './envelope-labels';

type Item = EnvelopeSignResult['items'][number];

const titleOf = (item: Item, docs: readonly EnvelopeDocument[]) => {
  const doc = docs.find((d) => d.id === item.document_id);
  if (doc) return `${doc.title} № ${doc.number}`;
  return item.number === null ? 'Документ' : `Документ № ${item.number}`;
};

function summaryText(result: EnvelopeSignResult): string {
  if (result.failed === 0) return `Подписано: ${countText(result.signed, DOCUMENTS)}`;
  if (result.signed === 0) return `Не подписан ни один документ: ${countText(result.failed, DOCUMENTS)} с ошибкой`;
  return `Подписано: ${countText(result.signed, DOCUMENTS)}, не подписано: ${result.failed}`;
}

/** After «Подписать все»: how many were signed and each document's outcome, a refused one with the server's reason. */
export function EnvelopeResult({ result, docs }: { result: EnvelopeSignResult; docs: readonly EnvelopeDocument[] }) {
  const severity = result.failed === 0 ? 'success' : result.signed === 0 ? 'error' : 'warning';
  return (
    <Alert severity={severity} aria-label="Итог подписания">
      <Stack spacing={1}>
        <Typography sx={{ fontWeight: 500 }}>{summaryText(result)}</Typography>
        <Stack component="ul" spacing={0.75} sx={{ m: 0, pl: 2.5 }}>
          {result.items.map((item) => (
            <li key={item.document_id}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {titleOf(item, docs)} — {item.ok ? 'подписан' : `не подписан: ${item.reason ?? 'причина не указана'}`}
              </Typography>
            </li>
          ))}
        </Stack>
      </Stack>
    </Alert>
  );
}
