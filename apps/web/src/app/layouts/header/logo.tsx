import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

/** The product mark and name; leads to main, which sends each role to its start page. */
export function Logo() {
  return (
    <Box
      component={Link}
      to="/"
      aria-label="Выплаты и документы — на главную"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'text.primary', textDecoration: 'none' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          // The mark's letters are drawn, not text: the link's name is the product's name, and a visible text of
          // «ВД» outside that name fails «label in name» (WCAG 2.5.3) for the link.
          '&::before': { content: '"ВД"' },
        }}
      />
      <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.05rem', whiteSpace: 'nowrap' }}>
        Выплаты и документы
      </Typography>
    </Box>
  );
}
