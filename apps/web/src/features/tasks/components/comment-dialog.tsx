import Typography from '@mui/material/Typography';
import { TASK_COMMENT_MAX } from '@vyplaty/contracts';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../lib/toast';

const tooLong = `Комментарий — не длиннее ${TASK_COMMENT_MAX} символов`;
const optionalComment = z.object({ comment: z.string().trim().max(TASK_COMMENT_MAX, tooLong) });
const requiredComment = (message: string) =>
  z.object({ comment: z.string().trim().min(1, message).max(TASK_COMMENT_MAX, tooLong) });

export type CommentDialogProps = {
  title: string;
  label: string;
  submitText: string;
  /** The message when the comment is required and empty; none: the comment may be left empty. */
  requiredMessage?: string;
  /** A line above the field: what happens after. */
  hint?: string;
  isDanger?: boolean;
  /** The call, with the trimmed comment ('' when left empty). */
  onSubmit: (comment: string) => Promise<unknown>;
  doneText: string;
  failureText: string;
  onClose: () => void;
};

/**
 * A move that carries a comment: a cancel's or a removal's reason, a return for rework, a refusal, the
 * note on a result. The API's message on `comment` (or `reason`) goes under the field. Mount only while open.
 */
export function CommentDialog({
  title,
  label,
  submitText,
  requiredMessage,
  hint,
  isDanger,
  onSubmit,
  doneText,
  failureText,
  onClose,
}: CommentDialogProps) {
  const form = useZodForm(requiredMessage ? requiredComment(requiredMessage) : optionalComment, {
    defaultValues: { comment: '' },
  });
  return (
    <FormDialog
      form={form}
      title={title}
      submitText={submitText}
      submitColor={isDanger ? 'error' : 'primary'}
      onSubmit={({ comment }) => onSubmit(comment)}
      serverFields={['comment']}
      failureText={failureText}
      onDone={() => {
        notify.success(doneText);
        onClose();
      }}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
    >
      {hint && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      <FormTextField
        control={form.control}
        name="comment"
        label={label}
        autoFocus
        required={Boolean(requiredMessage)}
      />
    </FormDialog>
  );
}
