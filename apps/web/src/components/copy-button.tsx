import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { notify } from '../lib/toast';
import { ContentCopyIcon } from './icons';

type CopyButtonProps = {
  text: string;
  /** What is copied, for the tooltip and screen readers, e.g. 'Скопировать ИНН'. */
  label?: string;
};

/** Puts `text` on the clipboard; success is toasted, a failure is only logged (SPEC §8). */
export function CopyButton({ text, label = 'Скопировать' }: CopyButtonProps) {
  const handleCopy = async () => {
    try {
      // Outside a secure context navigator.clipboard is undefined; that TypeError lands here too.
      await navigator.clipboard.writeText(text);
      notify.success('скопировано');
    } catch (err) {
      console.error('Не удалось скопировать в буфер обмена', err);
    }
  };

  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={handleCopy} size="small">
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
