import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUNDLE_DOCUMENT_GROUP_LABELS, type Bundle, type BundleDocumentGroup } from '@vyplaty/contracts';
import { useState } from 'react';
import { ListBody } from '../../../components/list-body/list-body';
import { useBundleDocuments } from '../api/bundle-queries';
import { BundleDocumentsCards, BundleDocumentsTable } from './bundle-documents-views';

const PAGE_SIZES = [20, 50, 100] as const;
/** The filter chips, in the order the issue names them. */
const GROUPS: readonly BundleDocumentGroup[] = [
  'SIGNED',
  'AWAIT_COMPANY',
  'AWAIT_CONTRACTOR',
  'REJECTED',
  'ERROR',
  'TERMINATED',
];

/**
 * The bundle's documents, server-paged, by group (chips with their counts; kept on the page, not in the
 * address); each opens in the documents drawer.
 */
export function BundleDocuments({ bundle }: { bundle: Bundle }) {
  const [group, setGroup] = useState<BundleDocumentGroup | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const request = { page, page_size: pageSize, ...(group ? { filters: { group: [group] } } : {}) };
  const documents = useBundleDocuments(bundle.id, request);
  const items = documents.data?.items ?? [];
  const choose = (next: BundleDocumentGroup | null) => {
    setGroup(next);
    setPage(1);
  };
  return (
    <Box component="section" aria-labelledby="bundle-documents-title">
      <Typography id="bundle-documents-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        {`Документы (${bundle.documents.total})`}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} aria-label="Фильтр документов">
        <Chip label="Все" color={group === null ? 'primary' : 'default'} onClick={() => choose(null)} />
        {GROUPS.map((g) => (
          <Chip
            key={g}
            label={`${BUNDLE_DOCUMENT_GROUP_LABELS[g]} · ${bundle.documents[g]}`}
            color={group === g ? 'primary' : 'default'}
            aria-pressed={group === g}
            onClick={() => choose(group === g ? null : g)}
          />
        ))}
      </Stack>
      <ListBody
        query={documents}
        count={documents.data?.totalCount ?? 0}
        failureText="Не удалось загрузить документы пакета"
        emptyText={group ? 'Документов в этой группе нет' : 'Документов пока нет'}
        table={<BundleDocumentsTable items={items} />}
        cards={<BundleDocumentsCards items={items} />}
        paging={{
          page,
          pageSize,
          pageSizes: PAGE_SIZES,
          setPage,
          setPageSize: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
      />
    </Box>
  );
}
