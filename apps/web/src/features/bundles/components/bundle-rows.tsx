import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUNDLE_ROW_STATE_LABELS, type BundleRow, type BundleRowState } from '@vyplaty/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataCards } from '../../../components/data-table/data-cards';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/filter-select';
import { ListBody } from '../../../components/list-body/list-body';
import { bundleDocumentPage } from '../api/bundle-keys';
import { useBundleRows } from '../api/bundle-queries';
import { BundleRowStateChip } from './bundle-labels';

const LABEL = 'Строки файла';
const PAGE_SIZES = [20, 50, 100] as const;

function Reasons({ row }: { row: BundleRow }) {
  if (row.errors.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
      {row.errors.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </Box>
  );
}

function DocumentLink({ row }: { row: BundleRow }) {
  if (!row.document_id) return null;
  return (
    <Link component={RouterLink} to={bundleDocumentPage(row.document_id)} underline="hover">
      Открыть документ
    </Link>
  );
}

const COLUMNS: DataTableColumn<BundleRow>[] = [
  { id: 'n', header: 'Строка', isFigure: true, cell: (row) => row.row_number },
  { id: 'employee', header: 'Исполнитель', cell: (row) => row.employee?.fio ?? '—' },
  { id: 'state', header: 'Состояние', cell: (row) => <BundleRowStateChip state={row.state} /> },
  { id: 'errors', header: 'Причины', cell: (row) => <Reasons row={row} /> },
  { id: 'document', header: 'Документ', cell: (row) => <DocumentLink row={row} /> },
];

/** The file's rows (or the contractors chosen by hand) as checked and then generated, by state, server-paged. */
export function BundleRows({ bundleId }: { bundleId: string }) {
  const [state, setState] = useState<BundleRowState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const request = { page, page_size: pageSize, ...(state ? { filters: { state: [state] } } : {}) };
  const rows = useBundleRows(bundleId, request);
  const items = rows.data?.items ?? [];
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Box sx={{ maxWidth: 320 }}>
        <FilterSelect
          label="Состояние строк"
          value={state}
          options={Object.entries(BUNDLE_ROW_STATE_LABELS)}
          onChange={(chosen) => {
            setState(chosen as BundleRowState | undefined);
            setPage(1);
          }}
        />
      </Box>
      <ListBody
        query={rows}
        count={rows.data?.totalCount ?? 0}
        failureText="Не удалось загрузить строки файла"
        emptyText={state ? 'Строк в таком состоянии нет' : 'Строк пока нет'}
        table={<DataTable label={LABEL} rows={items} rowKey={(row) => row.id} columns={COLUMNS} />}
        cards={
          <DataCards
            label={LABEL}
            rows={items}
            rowKey={(row) => row.id}
            renderCard={(row) => (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <Typography
                  sx={{ fontWeight: 500 }}
                >{`Строка ${row.row_number} · ${row.employee?.fio ?? 'исполнитель не найден'}`}</Typography>
                <BundleRowStateChip state={row.state} />
                <Reasons row={row} />
                <DocumentLink row={row} />
              </Stack>
            )}
          />
        }
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
    </Stack>
  );
}
