import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Bundle } from '@vyplaty/contracts';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataCards } from '../../../components/data-table/data-cards';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatMoscowDateTime } from '../../../lib/format';
import { bundlePage } from '../api/bundle-keys';
import { BundleStatusChip, bundleTitle, signedOfTotal } from './bundle-labels';

const LABEL = 'Пакеты документов';

function BundleLink({ bundle }: { bundle: Bundle }) {
  return (
    <Link component={RouterLink} to={bundlePage(bundle.id)} underline="hover" sx={{ fontWeight: 500 }}>
      {bundleTitle(bundle)}
    </Link>
  );
}

const COLUMNS: DataTableColumn<Bundle>[] = [
  { id: 'number', header: 'Пакет', cell: (bundle) => <BundleLink bundle={bundle} /> },
  { id: 'name', header: 'Название', cell: (bundle) => bundle.name },
  { id: 'template', header: 'Шаблон', cell: (bundle) => bundle.template.name, minTableWidth: 900 },
  { id: 'status', header: 'Статус', cell: (bundle) => <BundleStatusChip status={bundle.status} /> },
  { id: 'signed', header: 'Подписано', isFigure: true, cell: signedOfTotal },
  { id: 'created', header: 'Создан (МСК)', isFigure: true, cell: (bundle) => formatMoscowDateTime(bundle.created_at) },
];

type Props = { items: readonly Bundle[] };

/** The company's bundles on a wide screen; a row opens its bundle page. */
export function BundlesTable({ items }: Props) {
  const navigate = useNavigate();
  return (
    <DataTable
      label={LABEL}
      rows={items}
      rowKey={(bundle) => bundle.id}
      columns={COLUMNS}
      onOpenRow={(bundle) => void navigate(bundlePage(bundle.id))}
    />
  );
}

/** The same on a phone: a card per bundle. */
export function BundlesCards({ items }: Props) {
  const navigate = useNavigate();
  return (
    <DataCards
      label={LABEL}
      rows={items}
      rowKey={(bundle) => bundle.id}
      onOpenRow={(bundle) => void navigate(bundlePage(bundle.id))}
      renderCard={(bundle) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <BundleLink bundle={bundle} />
          <Typography sx={{ overflowWrap: 'anywhere' }}>{bundle.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {bundle.template.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`Подписано ${signedOfTotal(bundle)} · создан ${formatMoscowDateTime(bundle.created_at)} МСК`}
          </Typography>
          <BundleStatusChip status={bundle.status} />
        </Stack>
      )}
    />
  );
}
