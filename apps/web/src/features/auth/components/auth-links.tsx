import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

type AuthLink = { to: string; text: string };

/** The row of links under the auth forms (register, restore access, help…). */
export function AuthLinks({ links }: { links: readonly AuthLink[] }) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center', mt: 3 }}>
      {links.map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to} underline="hover">
          {link.text}
        </Link>
      ))}
    </Stack>
  );
}
