import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatDateTime } from '../lib/format';

export type TimelineItem = { id: string; at: string; text: string };

/**
 * A record's events oldest first (a payout's, a document's), as a timeline: a dot and a line per event,
 * its time and its words.
 */
export function HistoryTimeline({ items, title = 'История' }: { items: readonly TimelineItem[]; title?: string }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">Событий пока нет</Typography>
      ) : (
        <Stack component="ol" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item, index) => (
            <Stack component="li" key={item.id} direction="row" spacing={1.5}>
              <Stack sx={{ alignItems: 'center', pt: 0.75 }}>
                <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }} />
                {index < items.length - 1 && <Box sx={{ width: 2, flexGrow: 1, bgcolor: 'divider', my: 0.5 }} />}
              </Stack>
              <Box sx={{ pb: 1.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(item.at)}
                </Typography>
                <Typography>{item.text}</Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
