import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PayoutCheckItem } from '@vyplaty/contracts';
import { type ReactNode, useId, useState } from 'react';

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

/** The first rule a row fails, in the server's Russian words (the title when it gave no reason); null when it passes. */
export function firstProblem(checks: readonly PayoutCheckItem[]): string | null {
  const failed = checks.find((check) => !check.passed);
  return failed ? (failed.message ?? failed.title) : null;
}

type PayoutCheckSummaryProps = {
  checks: readonly PayoutCheckItem[];
  /** The full list's accessible name, e.g. «Проверка: строка 2». */
  label: string;
  /** Shown with the full list (a person's НДФЛ breakdown). */
  children?: ReactNode;
};

/**
 * A row's check in one line — ✓ «Все проверки пройдены» or ✗ the first problem (and how many more) — that
 * opens to every rule, so several rows and their checks fit on one screen.
 */
export function PayoutCheckSummary({ checks, label, children }: PayoutCheckSummaryProps) {
  const [isOpen, setIsOpen] = useState(false);
  const contentId = useId();
  const problem = firstProblem(checks);
  const more = checks.filter((check) => !check.passed).length - 1;
  const isWaiting = checks.some((check) => check.waiting);
  const text = problem
    ? `${problem}${more > 0 ? ` (и ещё проблем: ${more})` : ''}`
    : `Все проверки пройдены${isWaiting ? '; выплата будет ждать — см. все проверки' : ''}`;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box
          component="span"
          role="img"
          aria-label={problem ? 'не выполнено' : 'выполнено'}
          sx={{ color: problem ? 'error.main' : 'success.main', fontWeight: 700, width: 16, flexShrink: 0 }}
        >
          {problem ? '✗' : '✓'}
        </Box>
        <Typography variant="body2" color={problem ? 'error' : 'success.main'} sx={{ flexGrow: 1 }}>
          {text}
        </Typography>
        <Button
          size="small"
          aria-expanded={isOpen}
          aria-controls={contentId}
          onClick={() => setIsOpen((was) => !was)}
          sx={{ flexShrink: 0 }}
        >
          {isOpen ? 'Свернуть' : 'Все проверки'}
        </Button>
      </Stack>
      <Collapse in={isOpen} unmountOnExit>
        <Stack id={contentId} spacing={1.5} sx={{ pt: 1 }}>
          <PayoutChecklist checks={checks} label={label} />
          {children}
        </Stack>
      </Collapse>
    </Box>
  );
}
