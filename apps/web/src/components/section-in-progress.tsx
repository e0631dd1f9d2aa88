import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type SectionInProgressProps = { description?: string };

/** An honest placeholder for a section whose content comes in a later update: no fake data. */
export function SectionInProgress({ description }: SectionInProgressProps) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography sx={{ fontWeight: 500 }}>Раздел появится в ближайшем обновлении</Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {description}
        </Typography>
      )}
    </Paper>
  );
}
