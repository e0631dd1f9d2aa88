import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PayoutCheckItem } from '@vyplaty/contracts';

/** How a line of the checklist reads: passed, failed, or a wait (N7's signed act: the payout is made and waits). */
function markOf(check: PayoutCheckItem) {
  if (check.waiting) return { sign: '⧗', label: 'выплата будет ждать', color: 'warning.main' };
  return check.passed
    ? { sign: '✓', label: 'выполнено', color: 'success.main' }
    : { sign: '✗', label: 'не выполнено', color: 'error.main' };
}

/**
 * The eligibility checklist of one row (every rule the server ran: НПД status, income cap, requisites,
 * balance, limits…): ✓ for a passed rule, ✗ with the Russian reason for a failed one, ⧗ for what the
 * payout will wait for once paid (a signed act) — not a refusal.
 */
export function PayoutChecklist({ checks, label }: { checks: readonly PayoutCheckItem[]; label: string }) {
  return (
    <Stack component="ul" aria-label={label} spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {checks.map((check) => {
        const mark = markOf(check);
        return (
          <Stack
            component="li"
            key={check.rule}
            direction="row"
            spacing={1}
            data-passed={check.passed}
            data-waiting={check.waiting === true}
            sx={{ alignItems: 'baseline' }}
          >
            <Box
              component="span"
              role="img"
              aria-label={mark.label}
              sx={{ color: mark.color, fontWeight: 700, width: 16, flexShrink: 0 }}
            >
              {mark.sign}
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
        );
      })}
    </Stack>
  );
}
