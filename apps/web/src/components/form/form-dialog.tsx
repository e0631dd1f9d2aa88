import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, type ReactNode, useId, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { reportFormError } from './apply-server-errors';

export type FormDialogProps<T extends FieldValues, O> = {
  /** The form, made with `useZodForm(schema from contracts)`: checked on blur, parsed values on submit. */
  form: UseFormReturn<T, unknown, O>;
  title: ReactNode;
  /** What the submit button says («Сохранить», «Добавить», …). */
  submitText: string;
  cancelText?: string;
  /** Other buttons left of the submit (a step back instead of cancel, …); replace the cancel button. */
  secondaryAction?: ReactNode;
  submitColor?: 'primary' | 'error';
  /** The call; a refusal is reported here: field messages onto `serverFields`, else a toast of `failureText`. */
  onSubmit: (values: O) => Promise<unknown>;
  serverFields: readonly Path<T>[];
  failureText: string;
  /** After a successful call (a toast, close, navigate): not run when the call failed. */
  onDone?: (values: O) => void | Promise<void>;
  onClose: () => void;
  /** Id of the text that explains the dialog, for screen readers. */
  describedBy?: string;
  maxWidth?: DialogProps['maxWidth'];
  fullWidth?: boolean;
  children: ReactNode;
};

/**
 * Every dialog that holds a form: the title, the fields, Cancel and the submit button. While the call
 * runs the submit shows progress and a second press (or Enter) is ignored, and the dialog cannot be
 * closed; the server's field messages land on the fields (`reportFormError`). Mount it only while open,
 * so each opening starts from its default values.
 */
export function FormDialog<T extends FieldValues, O>({
  form,
  title,
  submitText,
  cancelText = 'Отменить',
  secondaryAction,
  submitColor = 'primary',
  onSubmit,
  serverFields,
  failureText,
  onDone,
  onClose,
  describedBy,
  maxWidth,
  fullWidth,
  children,
}: FormDialogProps<T, O>) {
  const titleId = useId();
  // formState updates a render late; the ref closes the gap between two quick presses (or Enters), and
  // is taken before validation so a second submit cannot slip in while the first is being checked.
  const isSending = useRef(false);
  const isSubmitting = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      reportFormError(err, form.setError, serverFields, failureText);
      return;
    }
    await onDone?.(values);
  });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending.current) return;
    isSending.current = true;
    void submit(event).finally(() => {
      isSending.current = false;
    });
  };

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      maxWidth={maxWidth}
      fullWidth={fullWidth}
    >
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          {secondaryAction ?? (
            <Button onClick={onClose} disabled={isSubmitting}>
              {cancelText}
            </Button>
          )}
          <Button type="submit" variant="contained" color={submitColor} loading={isSubmitting}>
            {submitText}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
