import Chip from '@mui/material/Chip';
import { CloseIcon } from './icons';

type FilterChipProps = {
  label: string;
  value: string;
  /** Removes the filter; also fired by Backspace or Delete while the chip has focus. */
  onClose: () => void;
};

/** An applied filter shown as 'label: value' that the person can remove (SPEC §2). */
export function FilterChip({ label, value, onClose }: FilterChipProps) {
  return (
    <Chip
      label={`${label}: ${value}`}
      onDelete={onClose}
      // A named icon, so a screen reader says what the cross does instead of "image".
      deleteIcon={<CloseIcon titleAccess={`Убрать фильтр «${label}»`} />}
    />
  );
}
