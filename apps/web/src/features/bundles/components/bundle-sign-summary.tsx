import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Bundle } from '@vyplaty/contracts';
import { formatMoney } from '../../../lib/format';
import { bundleKeys } from '../api/bundle-keys';
import { useBundleDocuments } from '../api/bundle-queries';
import { getBundleSignSummary } from '../api/bundle-signing';

const SHOWN_NAMES = 5;

/** The summary's answer (GET sign_kep): asked each time the dialog opens. */
export const useSignSummary = (bundleId: string) =>
  useQuery({ queryKey: bundleKeys.signing(bundleId), queryFn: () => getBundleSignSummary(bundleId), staleTime: 0 });

/**
 * What one signing covers: how many documents (drafts are sent first), for whom (the count and the first names),
 * and the sum of the template's money field; the bundle's own counts while the summary is on its way. The names are of
 * the documents awaiting the company and of the drafts the signing sends first (a bundle just generated is all drafts).
 */
export function BundleSignSummary({ bundle }: { bundle: Bundle }) {
  const summary = useSignSummary(bundle.id).data;
  const docs = useBundleDocuments(bundle.id, {
    page: 1,
    page_size: 100,
    filters: { group: ['AWAIT_COMPANY', 'DRAFT'] },
  });
  const names = [...new Set((docs.data?.items ?? []).map((d) => d.employee.fio))];
  const count = summary?.documents ?? bundle.documents.AWAIT_COMPANY + bundle.documents.DRAFT;
  const contractors = summary?.contractors ?? names.length;
  const more = contractors - Math.min(names.length, SHOWN_NAMES);
  return (
    <Stack spacing={1}>
      <Typography>{`Документов на подпись: ${count}`}</Typography>
      {summary && summary.drafts > 0 && (
        <Typography variant="body2" color="text.secondary">
          {`Из них черновиков: ${summary.drafts} — они будут отправлены на подпись.`}
        </Typography>
      )}
      {names.length > 0 && (
        <Typography>
          {`Исполнители (${contractors}): ${names.slice(0, SHOWN_NAMES).join(', ')}${more > 0 ? ` и ещё ${more}` : ''}`}
        </Typography>
      )}
      {summary?.sum && <Typography>{`${summary.sum_field ?? 'Сумма'}: ${formatMoney(summary.sum)}`}</Typography>}
      {summary?.generating && (
        <Alert severity="warning">Документы пакета ещё формируются: подпишите их, когда формирование закончится.</Alert>
      )}
    </Stack>
  );
}
