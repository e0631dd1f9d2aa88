import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RepresentativeActions, type RepresentativeListProps } from './representative-actions';
import { representativeContacts, representativeName, trustDocumentUntil } from './representative-labels';
import { RepresentativeStatusChip } from './representative-status-chip';

/** The responsible persons on a narrow screen: one card each instead of a table that would scroll sideways. */
export function ResponsiblePersonCards({ persons, ...actions }: RepresentativeListProps) {
  return (
    <Stack component="ul" aria-label="Ответственные лица" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {persons.map((person) => (
        <Paper component="li" variant="outlined" key={person.id} sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Link
                component="button"
                type="button"
                onClick={() => actions.onDocuments(person)}
                sx={{ fontWeight: 500, textAlign: 'left' }}
              >
                {representativeName(person)}
              </Link>
              <Typography variant="body2">{person.job_title}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                {representativeContacts(person)}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <RepresentativeStatusChip status={person.status} />
                {trustDocumentUntil(person) && (
                  <Typography variant="body2" color="text.secondary">
                    {trustDocumentUntil(person)}
                  </Typography>
                )}
              </Stack>
            </Stack>
            <RepresentativeActions person={person} {...actions} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
