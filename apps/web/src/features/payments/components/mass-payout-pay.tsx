import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MassPayout, MassPayoutPayChannel } from '@vyplaty/contracts';
import { useId, useRef, useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { isOutcomeUnknown, useIdempotencyKey } from '../../../lib/idempotency-key';
import { notify } from '../../../lib/toast';
import { usePayMassPayout } from '../api/pay-mass-payout';
import { MASS_PAYOUT_ERROR_MODE_LABELS, registryTitle } from './mass-payout-labels';

const LOST_TEXT = 'Ответ не дошёл. Нажмите «Оплатить» ещё раз: повторный запрос не оплатит реестр дважды.';

/** A checked draft with something to pay: verified rows, or confirmed repeats (their sum is in the net). */
export const canPayMassPayout = (registry: MassPayout) =>
  registry.status === 'DRAFT' &&
  registry.import.status === 'ACTIVATED' &&
  (registry.rows.valid > 0 || Number(registry.totals.net) > 0);

const CHANNEL_LABELS: Record<MassPayoutPayChannel, string> = {
  NOMINAL_ACCOUNT: 'С номинального счёта платформы',
  OWN_ACCOUNT: 'Платёжными поручениями со счёта компании (1С:ДиректБанк)',
};

/** «Как оплатить»: the platform's nominal account (the default) or the company's own payment orders. */
function ChannelChoice({
  value,
  onChange,
  disabled,
}: {
  value: MassPayoutPayChannel;
  onChange: (channel: MassPayoutPayChannel) => void;
  disabled: boolean;
}) {
  const labelId = useId();
  return (
    <Stack component="fieldset" sx={{ border: 0, m: 0, p: 0, mt: 1 }}>
      <FormLabel id={labelId} component="legend">
        Как оплатить
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(_, next) => onChange(next as MassPayoutPayChannel)}
      >
        {(Object.keys(CHANNEL_LABELS) as MassPayoutPayChannel[]).map((channel) => (
          <FormControlLabel
            key={channel}
            value={channel}
            control={<Radio />}
            label={CHANNEL_LABELS[channel]}
            disabled={disabled}
          />
        ))}
      </RadioGroup>
      <DialogContentText variant="body2">
        Платёжными поручениями: компания подписывает их КЭП на странице реестра, и её банк оплачивает их со счёта
        компании. Только для строк со способом выплаты «Счёт».
      </DialogContentText>
    </Stack>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <DialogContentText component="span">{label}</DialogContentText>
      <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * «Оплатить реестр»: a confirmation with the totals and the chosen mode, then POST …/pay with one
 * Idempotency-Key per intent — kept while the answer is unknown, so the repeated click cannot pay twice.
 */
export function MassPayoutPayButton({ registry }: { registry: MassPayout }) {
  const [isOpen, setIsOpen] = useState(false);
  const [channel, setChannel] = useState<MassPayoutPayChannel>('NOMINAL_ACCOUNT');
  const pay = usePayMassPayout(registry.kind, registry.id);
  const idempotency = useIdempotencyKey();
  const isSending = useRef(false);
  const titleId = useId();
  const { totals, rows } = registry;

  const handlePay = async () => {
    if (isSending.current) return;
    isSending.current = true;
    try {
      await pay.mutateAsync({ channel, idempotencyKey: idempotency.keyFor({ pay: registry.id, channel }) });
      idempotency.settle();
      setIsOpen(false);
      notify.success(`${registryTitle(registry)} отправлен на оплату`);
    } catch (err) {
      idempotency.settle(err);
      if (isOutcomeUnknown(err)) {
        notify.error(LOST_TEXT);
      } else {
        setIsOpen(false);
        notify.error(errorMessage(err, 'Не удалось оплатить реестр'));
      }
    } finally {
      isSending.current = false;
    }
  };

  return (
    <>
      <Button variant="contained" disabled={!canPayMassPayout(registry)} onClick={() => setIsOpen(true)}>
        Оплатить реестр
      </Button>
      <Dialog
        open={isOpen}
        onClose={pay.isPending ? undefined : () => setIsOpen(false)}
        aria-labelledby={titleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>{`Оплатить ${registryTitle(registry).toLowerCase()}?`}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} aria-label="Итоги оплаты" component="section">
            <Line label="Сумма к оплате" value={formatMoney(totals.gross)} />
            {registry.kind === 'INDIVIDUAL' && <Line label="НДФЛ" value={formatMoney(totals.ndfl)} />}
            <Line label="К выплате исполнителям" value={formatMoney(totals.net)} />
            <Line label="Верных строк" value={String(rows.valid)} />
            {rows.duplicate > 0 && (
              <DialogContentText variant="body2">
                {`Похожих на повтор: ${rows.duplicate} — оплачиваются только подтверждённые.`}
              </DialogContentText>
            )}
            <DialogContentText>{`Режим: «${MASS_PAYOUT_ERROR_MODE_LABELS[registry.error_mode]}»`}</DialogContentText>
            <ChannelChoice value={channel} onChange={setChannel} disabled={pay.isPending} />
            <DialogContentText variant="body2">
              {channel === 'OWN_ACCOUNT'
                ? 'Перед оплатой строки проверяются ещё раз; затем подпишите платёжные поручения на странице реестра.'
                : 'Перед оплатой строки проверяются ещё раз; деньги спишутся с баланса компании.'}
            </DialogContentText>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsOpen(false)} disabled={pay.isPending}>
            Отмена
          </Button>
          <Button variant="contained" onClick={() => void handlePay()} loading={pay.isPending}>
            Оплатить
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
