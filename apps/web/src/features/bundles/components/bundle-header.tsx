import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUNDLE_DOCUMENT_GROUP_LABELS, type Bundle } from '@vyplaty/contracts';
import { PageTitle } from '../../../components/page-title';
import { formatMoscowDateTime } from '../../../lib/format';
import { BundleActions } from './bundle-actions';
import { BundleStatusChip, bundleTitle } from './bundle-labels';

/** «Пакет № N», its name, template, status and the documents' counts, with the buttons the answer allows. */
export function BundleHeader({ bundle }: { bundle: Bundle }) {
  const { documents: d } = bundle;
  const counts = [
    `Документов: ${d.total}`,
    `${BUNDLE_DOCUMENT_GROUP_LABELS.SIGNED}: ${d.SIGNED}`,
    `${BUNDLE_DOCUMENT_GROUP_LABELS.AWAIT_COMPANY}: ${d.AWAIT_COMPANY}`,
    `${BUNDLE_DOCUMENT_GROUP_LABELS.AWAIT_CONTRACTOR}: ${d.AWAIT_CONTRACTOR}`,
  ];
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <PageTitle level={2} gutter={0}>
          {bundleTitle(bundle)}
        </PageTitle>
        <BundleStatusChip status={bundle.status} />
      </Stack>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{bundle.name}</Typography>
      <Typography color="text.secondary">
        {`Шаблон: ${bundle.template.name} · создан ${formatMoscowDateTime(bundle.created_at)} МСК${bundle.created_by ? ` · ${bundle.created_by.name}` : ''}`}
      </Typography>
      {d.total > 0 && <Typography aria-label="Документы пакета по группам">{counts.join(' · ')}</Typography>}
      <BundleActions bundle={bundle} />
    </Stack>
  );
}
