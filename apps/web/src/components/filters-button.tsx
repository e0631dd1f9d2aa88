import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';

type FiltersButtonProps = {
  /** How many filters are set: «Фильтры (N)». */
  applied: number;
  /** The popover's accessible name. */
  label?: string;
  width?: number;
  children: ReactNode;
};

/** A list's «Фильтры» button and the popover holding its fields (the lists' shared pattern). */
export function FiltersButton({ applied, label = 'Фильтры', width = 340, children }: FiltersButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button variant="outlined" onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="dialog">
        {applied > 0 ? `Фильтры (${applied})` : 'Фильтры'}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
      >
        <Stack spacing={2} sx={{ p: 2, width }}>
          {children}
        </Stack>
      </Popover>
    </>
  );
}
