import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MassPayout, MassPayoutErrorMode } from '@vyplaty/contracts';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useChangeMassPayout } from '../api/change-mass-payout';
import { MASS_PAYOUT_ERROR_MODE_LABELS } from './mass-payout-labels';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The registry's totals (gross, НДФЛ for individuals, net) and its rows by state. */
export function MassPayoutTotals({ registry }: { registry: MassPayout }) {
  const { totals, rows } = registry;
  return (
    <Paper variant="outlined" component="section" aria-label="Итоги реестра" sx={{ p: 2 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1.5 }}>
        <Figure label="Сумма к оплате" value={formatMoney(totals.gross)} />
        {registry.kind === 'INDIVIDUAL' && <Figure label="НДФЛ" value={formatMoney(totals.ndfl)} />}
        <Figure label="К выплате исполнителям" value={formatMoney(totals.net)} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {`Строк в файле: ${registry.import.rows_total} · верных: ${rows.valid} · с ошибками: ${rows.invalid} · похожих на повтор: ${rows.duplicate}`}
      </Typography>
    </Paper>
  );
}

/** The banks' registry mode (IGNORE_ERRORS / FAIL_ERRORS), a setting of the draft; once paid, only said. */
export function MassPayoutErrorModeChoice({ registry }: { registry: MassPayout }) {
  const change = useChangeMassPayout(registry.kind, registry.id);
  const isDraft = registry.status === 'DRAFT';
  // The choice shows in the click's own render. It was read from the mutation's pending state, which reaches
  // the page a tick later (TanStack Query notifies on a timer), so React most likely put the controlled radio back
  // to the old mode in between: a CI run of the registry journey saw a click that did not take. Settled, the
  // registry's own mode shows — the new one once saved, the old one after a refusal.
  const [chosen, setChosen] = useState<MassPayoutErrorMode | null>(null);
  const shown = chosen ?? registry.error_mode;
  const handleChange = (errorMode: MassPayoutErrorMode) => {
    setChosen(errorMode);
    change.mutate(
      { action: 'error-mode', errorMode },
      {
        onError: (err) => notify.error(errorMessage(err, 'Не удалось изменить режим оплаты')),
        onSettled: () => setChosen(null),
      },
    );
  };
  if (!isDraft) {
    return <Typography>{`Режим оплаты: «${MASS_PAYOUT_ERROR_MODE_LABELS[registry.error_mode]}»`}</Typography>;
  }
  return (
    <FormControl disabled={change.isPending}>
      <FormLabel id="mass-payout-error-mode">Если в реестре есть строки с ошибками</FormLabel>
      <RadioGroup
        aria-labelledby="mass-payout-error-mode"
        value={shown}
        onChange={(e) => handleChange(e.target.value as MassPayoutErrorMode)}
      >
        {Object.entries(MASS_PAYOUT_ERROR_MODE_LABELS).map(([value, label]) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
