import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { isFromInsideControl } from './row-click';

type DataCardsProps<T> = {
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  renderCard: (row: T) => ReactNode;
  /** A tap anywhere on a card but its own controls opens the record (its drawer). */
  onOpenRow?: (row: T) => void;
  isRowSelected?: (row: T) => boolean;
};

/** The phone face of `DataTable`: one outlined card per record, the same opening rule as a table row. */
export function DataCards<T>({ label, rows, rowKey, renderCard, onOpenRow, isRowSelected }: DataCardsProps<T>) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Paper
          component="li"
          variant="outlined"
          key={rowKey(row)}
          onClick={onOpenRow ? (event) => !isFromInsideControl(event) && onOpenRow(row) : undefined}
          sx={{
            p: 2,
            cursor: onOpenRow ? 'pointer' : undefined,
            borderColor: isRowSelected?.(row) ? 'primary.main' : undefined,
          }}
        >
          {renderCard(row)}
        </Paper>
      ))}
    </Stack>
  );
}
