import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TaskDisconnected } from '@vyplaty/contracts';
import { useState } from 'react';
import { ExpandableSection } from '../../../components/expandable-section';
import { formatDate } from '../../../lib/format';
import { useDisconnectedContractors } from '../api/task-phone-invite-calls';

const PAGE_SIZE = 20;
const REASONS = { LEFT_TASK: 'Отказался от задания', LEFT_COMPANY: 'Отключён от компании' } as const;

function LeftRow({ item }: { item: TaskDisconnected }) {
  return (
    <li>
      <Typography>{item.employee.fio}</Typography>
      <Typography variant="body2" color="text.secondary">
        {`${REASONS[item.reason]} ${formatDate(item.left_at)}${item.comment ? `: ${item.comment}` : ''}`}
      </Typography>
    </li>
  );
}

/**
 * «Выбывшие исполнители»: who refused the task or left the company, when and why — apart from the task's
 * contractors, folded; hidden when nobody has left (or the list cannot be read).
 */
export function TaskDisconnectedContractors({ taskId }: { taskId: string }) {
  const [page, setPage] = useState(1);
  const query = useDisconnectedContractors(taskId, { page, page_size: PAGE_SIZE });
  const total = query.data?.totalCount ?? 0;
  if (total === 0) return null;
  return (
    <ExpandableSection title={`Выбывшие исполнители (${total})`}>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Выбывшие исполнители">
        {query.data?.items.map((item) => (
          <LeftRow key={item.employee.id} item={item} />
        ))}
      </Stack>
      {total > PAGE_SIZE && (
        <Pagination
          sx={{ mt: 2 }}
          count={Math.ceil(total / PAGE_SIZE)}
          page={page}
          onChange={(_, next) => setPage(next)}
        />
      )}
    </ExpandableSection>
  );
}
