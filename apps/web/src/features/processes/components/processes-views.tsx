import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROCESS_KIND_LABELS, type Process } from '@vyplaty/contracts';
import { DataCards } from '../../../components/data-table/data-cards';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ProcessLinks, ProcessState, startedOf } from './process-parts';

function Title({ process }: { process: Process }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {process.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {PROCESS_KIND_LABELS[process.kind]}
      </Typography>
    </>
  );
}

const COLUMNS: DataTableColumn<Process>[] = [
  { id: 'title', header: 'Процесс', cell: (p) => <Title process={p} /> },
  { id: 'state', header: 'Состояние', cell: (p) => <ProcessState process={p} /> },
  { id: 'started', header: 'Кто и когда (МСК)', cell: startedOf },
  { id: 'links', header: 'Результат', cell: (p) => <ProcessLinks process={p} /> },
];

type ViewProps = { items: readonly Process[] };

export function ProcessesTable({ items }: ViewProps) {
  return <DataTable label="Процессы" rows={items} rowKey={(p) => p.id} columns={COLUMNS} />;
}

export function ProcessesCards({ items }: ViewProps) {
  return (
    <DataCards
      label="Процессы"
      rows={items}
      rowKey={(p) => p.id}
      renderCard={(p) => (
        <Stack spacing={1}>
          <div>
            <Title process={p} />
          </div>
          <ProcessState process={p} />
          <Typography variant="body2" color="text.secondary">
            {`${startedOf(p)} МСК`}
          </Typography>
          <ProcessLinks process={p} />
        </Stack>
      )}
    />
  );
}
