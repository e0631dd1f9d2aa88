import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

export type CardsSortOption<S> = { value: string; label: string; sort: S };

/** Phones have no headers to click: a list's order is a choice above its cards («Порядок»). */
export function CardsSortSelect<S extends { field: string; direction: string }>({
  options,
  sort,
  onSort,
  sx = { minWidth: 180, alignSelf: 'flex-end' },
}: {
  options: readonly CardsSortOption<S>[];
  sort: S;
  onSort: (sort: S) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      label="Порядок"
      value={`${sort.field}:${sort.direction}`}
      onChange={(e) => {
        const chosen = options.find((o) => o.value === e.target.value);
        if (chosen) onSort(chosen.sort);
      }}
      sx={sx}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
