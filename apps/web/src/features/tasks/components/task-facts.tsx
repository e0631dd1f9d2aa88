import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EmployeeTask, Task } from '@vyplaty/contracts';
import type { ReactNode } from 'react';
import { formatMoscowTime } from '../../../lib/format';
import { periodText, priceText } from './task-labels';

type Fact = { label: string; value: ReactNode };

/** The task's facts as label/value rows: what, when, where and for how much (both sides read the same). */
export function TaskFacts({ task, extra = [] }: { task: Task | EmployeeTask; extra?: Fact[] }) {
  const facts: Fact[] = [
    { label: 'Услуга', value: task.service.name },
    { label: 'Период', value: periodText(task) },
    ...(task.start_time ? [{ label: 'Начало', value: formatMoscowTime(task.start_time) }] : []),
    ...(task.place ? [{ label: 'Место', value: task.place }] : []),
    { label: 'Оплата исполнителю', value: priceText(task) },
    ...extra,
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" variant="body2" sx={{ pt: { sm: 0.25 } }}>
            {fact.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The description as written, paragraphs kept. */
export function TaskDescription({ text }: { text: string }) {
  if (!text) return null;
  return <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>;
}
