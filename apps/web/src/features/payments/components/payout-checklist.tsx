import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PayoutCheckItem } from '@vyplaty/contracts';

/**
 * The eligibility checklist of one row (every rule the server ran: НПД status, income cap, requisites,
 * balance, limits…): ✓ for a passed rule, ✗ with the Russian reason for a failed one.
 */
export function PayoutChecklist({ checks, label }: { checks: readonly PayoutCheckItem[]; label: string }) {
  return (
    <Stack component="ul" aria-label={label} spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {checks.map((check) => (
        <Stack
          component="li"
          key={check.rule}
          direction="row"
          spacing={1}
          data-passed={check.passed}
          sx={{ alignItems: 'baseline' }}
        >
          <Box
            component="span"
            role="img"
            aria-label={check.passed ? 'выполнено' : 'не выполнено'}
            sx={{ color: check.passed ? 'success.main' : 'error.main', fontWeight: 700, width: 16, flexShrink: 0 }}
          >
            {check.passed ? '✓' : '✗'}
          </Box>
          <Box>
            <Typography variant="body2">{check.title}</Typography>
            {check.message && (
              <Typography variant="body2" color={check.passed ? 'text.secondary' : 'error'}>
                {check.message}
              </Typography>
            )}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
