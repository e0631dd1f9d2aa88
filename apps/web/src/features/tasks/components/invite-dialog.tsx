import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TASK_ACTION_MAX_EMPLOYEES, type Task } from '@vyplaty/contracts';
import { useState } from 'react';
import { z } from 'zod';
import { type ContractorOption, ContractorPicker } from '../../../components/contractor-picker/contractor-picker';
import { FormDialog } from '../../../components/form/form-dialog';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { actOnContractors } from '../api/task-calls';
import { InviteByPhoneDialog, type InviteMode, InviteModeTabs } from './invite-by-phone-dialog';

const inviteFormSchema = z.object({
  employees: z
    .array(z.object({ id: z.string(), name: z.string() }))
    .min(1, 'Выберите исполнителей')
    .max(TASK_ACTION_MAX_EMPLOYEES, `Не больше ${TASK_ACTION_MAX_EMPLOYEES} исполнителей за раз`),
});

type Props = { task: Task; onClose: () => void; onDone: (task: Task) => void };

/**
 * «Пригласить исполнителей»: the company's contractors found by name, phone or ИНН, several at once; each
 * gets the invitation and accepts or refuses it — or, «По телефону», anyone by phone (invite-by-phone-dialog.tsx).
 * Mount only while open.
 */
export function InviteDialog({ task, onClose, onDone }: Props) {
  const [mode, setMode] = useState<InviteMode>('list');
  if (mode === 'phone') return <InviteByPhoneDialog task={task} onClose={onClose} onMode={setMode} />;
  return <InviteFromListDialog task={task} onClose={onClose} onDone={onDone} onMode={setMode} />;
}

function InviteFromListDialog({ task, onClose, onDone, onMode }: Props & { onMode: (mode: InviteMode) => void }) {
  const form = useZodForm(inviteFormSchema, { defaultValues: { employees: [] } });
  const chosen = form.watch('employees');
  const error = form.formState.errors.employees?.message;
  const add = (option: ContractorOption | null) => {
    if (!option || chosen.some((c) => c.id === option.id)) return;
    form.setValue('employees', [...chosen, option], { shouldValidate: form.formState.isSubmitted });
  };
  const remove = (id: string) =>
    form.setValue(
      'employees',
      chosen.filter((c) => c.id !== id),
      { shouldValidate: form.formState.isSubmitted },
    );
  return (
    <FormDialog
      form={form}
      title="Пригласить исполнителей"
      submitText={chosen.length > 1 ? `Пригласить (${chosen.length})` : 'Пригласить'}
      onSubmit={({ employees }) =>
        actOnContractors(task.id, { action: 'INVITE', employee_ids: employees.map((e) => e.id) }).then(onDone)
      }
      serverFields={[]}
      failureText="Не удалось пригласить исполнителей"
      onDone={({ employees }) => {
        notify.success(employees.length > 1 ? 'Исполнители приглашены' : 'Исполнитель приглашён');
        onClose();
      }}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
    >
      <Stack spacing={2}>
        <InviteModeTabs value="list" onChange={onMode} />
        {/* A new picker after each choice: its text clears for the next name. */}
        <ContractorPicker key={chosen.length} label="Найти исполнителя" value={null} onChange={add} error={error} />
        {chosen.length === 0 ? (
          <Typography color="text.secondary">
            Выберите одного или нескольких исполнителей: каждый получит приглашение и сможет принять его или отказаться.
          </Typography>
        ) : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Выбранные исполнители">
            {chosen.map((c) => (
              <Chip key={c.id} label={c.name} onDelete={() => remove(c.id)} />
            ))}
          </Stack>
        )}
      </Stack>
    </FormDialog>
  );
}
