import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type SelfNepChannel, type SentCodeResponse, selfNepChannelLabels } from '@vyplaty/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage, getFieldErrors, retryAfterSeconds } from '../../lib/http';
import { notify } from '../../lib/toast';

export type CodeConfirmProps = {
  /**
   * Channels the person may choose from (issuing a ПЭП). Omitted when the channel is already fixed
   * (signing with an issued ПЭП: the code goes where the key says).
   */
  channels?: readonly SelfNepChannel[];
  /** Asks the API for a code; its answer says where it went and when another may be asked. */
  onSend: (channel: SelfNepChannel | undefined) => Promise<SentCodeResponse>;
  /** Checks the code; a rejected promise's server message is shown under the field. */
  onConfirm: (code: string) => Promise<void>;
  /** Text of the confirm button, e.g. «Подписать». */
  confirmLabel?: string;
  disabled?: boolean;
};

const EARLIER = 'EARLIER';

/** What the person reads above the code field. */
function sentText(sent: SentCodeResponse | typeof EARLIER): string {
  if (sent === EARLIER) return 'Код уже был отправлен недавно: введите его или запросите новый, когда истечёт время.';
  const where = sent.channel === 'SMS' ? 'в СМС на номер' : 'на адрес';
  return `Код отправлен ${where} ${sent.destination_masked}. Он действует ${Math.round(sent.expires_in_seconds / 60)} минут.`;
}

/** Seconds left until `until` (ms), ticking once a second; 0 when passed. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    // From the moment the wait starts, not from the last tick (or the mount) before it.
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (until === null) return 0;
  // The render that starts a wait comes before the effect above updates `now` (stale since the last tick or
  // the mount): counting from it would show more seconds than the wait has («61 с» of a 60 s wait).
  return Math.max(0, Math.ceil((until - Math.max(now, Date.now())) / 1000));
}

/**
 * "Get a code → type it → confirm": the channel choice, the masked destination, a countdown before
 * another code may be asked for, and the server's message (wrong code, attempts left) on the field.
 */
export function CodeConfirm({ channels, onSend, onConfirm, confirmLabel = 'Подтвердить', disabled }: CodeConfirmProps) {
  const [channel, setChannel] = useState<SelfNepChannel | undefined>(channels?.[0]);
  /** The code sent from here, or EARLIER: the API refused a new one because one went out a moment ago. */
  const [sent, setSent] = useState<SentCodeResponse | typeof EARLIER | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const secondsLeft = useSecondsLeft(resendAt);

  const handleSend = async () => {
    setIsSending(true);
    try {
      const answer = await onSend(channel);
      setSent(answer);
      setResendAt(Date.now() + answer.resend_after_seconds * 1000);
      setCode('');
      setCodeError(null);
    } catch (err) {
      // 429 carries how long to wait (Retry-After): the field stays open for the code already sent and the
      // resend button counts the seconds down; the server's Russian message is shown as well.
      const wait = retryAfterSeconds(err);
      if (wait !== null) {
        setResendAt(Date.now() + wait * 1000);
        setSent((current) => current ?? EARLIER);
      }
      notify.error(errorMessage(err, 'Не удалось отправить код, попробуйте позже'));
    } finally {
      setIsSending(false);
    }
  };

  const handleConfirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError('Код состоит из 6 цифр');
      return;
    }
    setIsConfirming(true);
    try {
      await onConfirm(code.trim());
    } catch (err) {
      const message = getFieldErrors(err).code ?? errorMessage(err, 'Не удалось проверить код, попробуйте позже');
      setCodeError(message);
    } finally {
      setIsConfirming(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {channels && channels.length > 1 && !sent && (
        <FormControl>
          <FormLabel id="code-channel-label">Куда отправить код</FormLabel>
          <RadioGroup
            row
            aria-labelledby="code-channel-label"
            value={channel ?? ''}
            onChange={(e) => setChannel(e.target.value as SelfNepChannel)}
          >
            {channels.map((c) => (
              <FormControlLabel key={c} value={c} control={<Radio />} label={selfNepChannelLabels[c]} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      {!sent ? (
        <Button variant="contained" onClick={() => void handleSend()} loading={isSending} disabled={disabled}>
          Получить код
        </Button>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={(e) => void handleConfirm(e)} sx={{ width: '100%' }}>
          <Typography>{sentText(sent)}</Typography>
          <TextField
            label="Код подтверждения"
            value={code}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, '').slice(0, 6));
              setCodeError(null);
            }}
            error={Boolean(codeError)}
            helperText={codeError ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
            sx={{ maxWidth: 240 }}
            disabled={disabled}
          />
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" loading={isConfirming} disabled={disabled}>
              {confirmLabel}
            </Button>
            <Button
              onClick={() => void handleSend()}
              loading={isSending}
              disabled={disabled || secondsLeft > 0}
              aria-live="polite"
            >
              {secondsLeft > 0 ? `Отправить код повторно через ${secondsLeft} с` : 'Отправить код повторно'}
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
