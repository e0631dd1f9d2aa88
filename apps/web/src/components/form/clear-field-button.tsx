import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { CloseIcon } from '../icons';

/** The «Очистить» cross at the end of a filled field (text and masked fields share it). */
export function ClearFieldButton({ onClear }: { onClear: () => void }) {
  return (
    <InputAdornment position="end">
      {/* Out of the tab order like MUI's own clear buttons: Tab goes from field to field. */}
      <IconButton aria-label="Очистить" tabIndex={-1} size="small" edge="end" onClick={onClear}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </InputAdornment>
  );
}
