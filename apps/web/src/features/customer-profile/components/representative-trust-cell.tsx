import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Representative } from '@vyplaty/contracts';
import { trustDocumentUntil } from './representative-labels';
import { RepresentativeStatusChip } from './representative-status-chip';

/** The status chip and the end date of the trust document in force; the date goes under the chip when narrow. */
export function RepresentativeTrust({ person }: { person: Representative }) {
  const until = trustDocumentUntil(person);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <RepresentativeStatusChip status={person.status} />
      {until && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {until}
        </Typography>
      )}
    </Stack>
  );
}
