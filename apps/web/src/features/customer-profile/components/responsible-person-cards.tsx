import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataCards } from '../../../components/data-table/data-cards';
import { RepresentativeActions, type RepresentativeListProps } from './representative-actions';
import { representativeContacts, representativeName } from './representative-labels';
import { RepresentativeTrust } from './representative-trust-cell';

/** The responsible persons on a phone: one card each; a tap opens the person's card (the ⋮ menu keeps its own). */
export function ResponsiblePersonCards({ persons, ...actions }: RepresentativeListProps) {
  return (
    <DataCards
      label="Ответственные лица"
      rows={persons}
      rowKey={(person) => person.id}
      onOpenRow={actions.onOpen}
      renderCard={(person) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Link
              component="button"
              type="button"
              underline="hover"
              color="inherit"
              onClick={() => actions.onOpen(person)}
              sx={{ fontWeight: 500, textAlign: 'left', alignSelf: 'flex-start' }}
            >
              {representativeName(person)}
            </Link>
            <Typography variant="body2">{person.job_title}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {representativeContacts(person)}
            </Typography>
            <RepresentativeTrust person={person} />
          </Stack>
          <Box sx={{ mt: -0.5, mr: -1 }}>
            <RepresentativeActions person={person} {...actions} />
          </Box>
        </Stack>
      )}
    />
  );
}
