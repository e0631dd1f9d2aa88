import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { TASK_AUDIENCE_LABELS, type Task, type TaskAudience, taskPublishRequestSchema } from '@vyplaty/contracts';
import { useController } from 'react-hook-form';
import { FormDialog } from '../../../components/form/form-dialog';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';
import { publishTask } from '../api/task-calls';

const AUDIENCES: readonly { value: TaskAudience; label: string; hint: string }[] = [
  {
    value: 'CHOSEN',
    label: TASK_AUDIENCE_LABELS.CHOSEN,
    hint: 'Задание увидят только приглашённые: каждый примет приглашение или откажется.',
  },
  {
    value: 'ALL',
    label: TASK_AUDIENCE_LABELS.ALL,
    hint: 'Задание увидят все ваши исполнители и смогут откликнуться; вы выберете, кто будет работать.',
  },
];

type Props = { task: Task; onClose: () => void; onDone: (task: Task) => void };

/** «Опубликовать»: to the contractors invited so far or to all of the company's. Mount only while open. */
export function PublishDialog({ task, onClose, onDone }: Props) {
  const invited = task.pairs.INVITED ?? 0;
  const form = useZodForm(taskPublishRequestSchema, {
    defaultValues: { audience: invited > 0 ? 'CHOSEN' : 'ALL' },
  });
  const { field } = useController({ control: form.control, name: 'audience' });
  return (
    <FormDialog
      form={form}
      title="Опубликовать задание"
      submitText="Опубликовать"
      onSubmit={({ audience }) => publishTask(task.id, audience).then(onDone)}
      serverFields={['audience']}
      failureText="Не удалось опубликовать задание"
      onDone={() => {
        notify.success('Задание опубликовано');
        onClose();
      }}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
    >
      <RadioGroup name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
        {AUDIENCES.map((a) => (
          <FormControlLabel
            key={a.value}
            value={a.value}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mb: 1 }}
            label={
              <>
                <Typography sx={{ pt: 1 }}>{a.label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {a.value === 'CHOSEN' ? `${a.hint} Приглашено: ${invited}.` : a.hint}
                </Typography>
              </>
            }
          />
        ))}
      </RadioGroup>
    </FormDialog>
  );
}
