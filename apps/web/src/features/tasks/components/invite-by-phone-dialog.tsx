import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  normalizeRuMobile,
  TASK_PHONE_BAD_MESSAGE,
  TASK_PHONE_INVITE_MAX,
  type Task,
  type TaskPhoneInviteResponse,
} from '@vyplaty/contracts';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { formatPhone } from '../../../lib/format';
import { invitePhonesToTask } from '../api/task-phone-invite-calls';
import { useTaskChanged } from '../api/task-queries';

export type InviteMode = 'list' | 'phone';

/** «Из списка» / «По телефону» at the top of both faces of the invite dialog. */
export function InviteModeTabs({ value, onChange }: { value: InviteMode; onChange: (mode: InviteMode) => void }) {
  return (
    <Tabs value={value} onChange={(_, mode: InviteMode) => onChange(mode)} aria-label="Как пригласить">
      <Tab value="list" label="Из списка" />
      <Tab value="phone" label="По телефону" />
    </Tabs>
  );
}

const KINDS = { NPD: 'Самозанятый (НПД)', INDIVIDUAL: 'Физическое лицо (ГПХ)' } as const;

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const phoneFormSchema = z.object({
  kind: z.enum(['NPD', 'INDIVIDUAL']),
  phones: z.string().superRefine((text, ctx) => {
    const lines = linesOf(text);
    if (lines.length === 0) ctx.addIssue({ code: 'custom', message: 'Введите хотя бы один телефон' });
    if (lines.length > TASK_PHONE_INVITE_MAX) {
      ctx.addIssue({ code: 'custom', message: `За раз — не больше ${TASK_PHONE_INVITE_MAX} телефонов` });
    }
    const bad = lines.findIndex((line) => !normalizeRuMobile(line));
    if (bad >= 0) ctx.addIssue({ code: 'custom', message: `Строка ${bad + 1}: ${TASK_PHONE_BAD_MESSAGE}` });
  }),
});

const RESULT_LABELS = {
  INVITED_TO_TASK: 'В задании',
  INVITE_SENT: 'Приглашение отправлено',
  ALREADY_PENDING: 'Уже ждёт',
  REFUSED: 'Не приглашён',
} as const;

type Props = { task: Task; onClose: () => void; onMode: (mode: InviteMode) => void };

/**
 * «По телефону»: phones one per line; the company's contractors go onto the task at once, anyone else gets the
 * company's invite by SMS and lands on the task after accepting it. Then each phone's outcome.
 */
export function InviteByPhoneDialog({ task, onClose, onMode }: Props) {
  const form = useZodForm(phoneFormSchema, { defaultValues: { kind: 'NPD', phones: '' } });
  const [results, setResults] = useState<TaskPhoneInviteResponse['items'] | null>(null);
  const changed = useTaskChanged();
  if (results) {
    return (
      <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="phone-invite-results">
        <DialogTitle id="phone-invite-results">Приглашения по телефону</DialogTitle>
        <DialogContent>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Итог по телефонам">
            {results.map((item) => (
              <li key={item.row}>
                <Typography>{`${formatPhone(item.phone)} — ${RESULT_LABELS[item.result]}`}</Typography>
                <Typography variant="body2" color={item.result === 'REFUSED' ? 'error' : 'text.secondary'}>
                  {item.message}
                </Typography>
              </li>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            Готово
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <FormDialog
      form={form}
      title="Пригласить исполнителей"
      submitText="Пригласить"
      onSubmit={async ({ kind, phones }) => {
        const answer = await invitePhonesToTask(task.id, { kind, people: linesOf(phones).map((phone) => ({ phone })) });
        changed();
        setResults(answer.items);
      }}
      serverFields={[]}
      failureText="Не удалось пригласить по телефону"
      onClose={onClose}
      maxWidth="sm"
      fullWidth
    >
      <Stack spacing={2}>
        <InviteModeTabs value="phone" onChange={onMode} />
        <Controller
          control={form.control}
          name="phones"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Телефоны, по одному в строке"
              placeholder={'+7 999 000-00-01\n+7 999 000-00-02'}
              multiline
              minRows={4}
              variant="standard"
              inputMode="tel"
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                'Исполнители компании сразу попадут в задание, остальным придёт СМС с приглашением в компанию'
              }
            />
          )}
        />
        <FormSelectField control={form.control} name="kind" label="Кого приглашаем" options={KINDS} />
      </Stack>
    </FormDialog>
  );
}
