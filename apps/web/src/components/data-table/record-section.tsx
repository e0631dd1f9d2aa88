import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export type RecordField = { label: string; value: ReactNode };

/**
 * One titled block of a record's drawer: labels in a quiet column, values beside them (under them on a
 * phone), so a person scans the labels and reads the values. `children` holds the block's actions.
 */
export function RecordSection({
  title,
  fields,
  children,
}: {
  title: string;
  fields: readonly RecordField[];
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.5, sm: 1 },
          m: 0,
        }}
      >
        {fields.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: { sm: 0.25 } }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {children}
    </Box>
  );
}
