import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PayoutKind } from '@vyplaty/contracts';
import { Link as RouterLink } from 'react-router';

const KIND_TEXTS: Readonly<Record<PayoutKind, string>> = {
  NPD: 'выплат самозанятым',
  INDIVIDUAL: 'выплат физическим лицам',
};

export type RegistryMade = { id: string; number: number; kind: PayoutKind; rows: number; path: string };

/**
 * Mass payout registries just made of accepted work or signed acts (tasks' «Оплатить реестром», a bundle's
 * «Оплатить подписанные акты»): each is checked and paid on its own page. `rowsText(n)`: «3 работы», «2 акта».
 */
export function RegistriesMade({
  registries,
  rowsText,
}: {
  registries: RegistryMade[];
  rowsText: (count: number) => string;
}) {
  return (
    <Stack spacing={1.5}>
      <Typography>
        {registries.length === 1
          ? 'Реестр создан. Проверьте и оплатите его на странице реестра.'
          : 'Созданы реестры: самозанятым и физическим лицам отдельно. Проверьте и оплатите каждый на его странице.'}
      </Typography>
      <Stack component="ul" aria-label="Созданные реестры" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {registries.map((registry) => (
          <Paper component="li" key={registry.id} variant="outlined" sx={{ p: 1.5 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Typography>{`Реестр № ${registry.number} ${KIND_TEXTS[registry.kind]}: ${rowsText(registry.rows)}`}</Typography>
              <Button
                component={RouterLink}
                to={registry.path}
                variant="contained"
                size="small"
                aria-label={`Открыть реестр № ${registry.number}`}
              >
                Открыть
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
