import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { WEBHOOK_EVENT_LABELS, type WebhookEventType, webhookEventTypeSchema } from '@vyplaty/contracts';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

const ALL_EVENTS = webhookEventTypeSchema.options;

/** The events an endpoint receives: «Все события» on top (some chosen — a dash), then each with its label. */
export function EventCheckboxes<T extends FieldValues, O>({
  control,
  name,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
}) {
  const { field, fieldState } = useController({ control, name });
  const chosen = new Set<WebhookEventType>((field.value ?? []) as WebhookEventType[]);
  // Kept in the contract's order, whatever order they were ticked in.
  const set = (next: Set<WebhookEventType>) => {
    field.onChange(ALL_EVENTS.filter((e) => next.has(e)));
    field.onBlur();
  };
  const toggle = (event: WebhookEventType, isOn: boolean) => {
    const next = new Set(chosen);
    if (isOn) next.add(event);
    else next.delete(event);
    set(next);
  };
  const isAll = chosen.size === ALL_EVENTS.length;
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} variant="standard">
      <FormLabel component="legend">События</FormLabel>
      <FormGroup>
        <FormControlLabel
          label="Все события"
          control={
            <Checkbox
              checked={isAll}
              indeterminate={chosen.size > 0 && !isAll}
              onChange={(e) => set(new Set(e.target.checked ? ALL_EVENTS : []))}
            />
          }
        />
        {ALL_EVENTS.map((event) => (
          <FormControlLabel
            key={event}
            sx={{ ml: 2 }}
            label={WEBHOOK_EVENT_LABELS[event]}
            control={
              <Checkbox
                name={field.name}
                checked={chosen.has(event)}
                onChange={(e) => toggle(event, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
