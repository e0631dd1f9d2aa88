import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

type SearchFieldProps = {
  /** The search the list opened with (from its address). */
  initialText: string;
  onSearch: (text: string) => void;
  label: string;
  placeholder: string;
  sx?: SxProps<Theme>;
};

/** A list's search box: reports the trimmed text once typing pauses, so each keystroke is not a request. */
export function SearchField({ initialText, onSearch, label, placeholder, sx }: SearchFieldProps) {
  const [text, setText] = useState(initialText);
  const report = useRef(onSearch);
  report.current = onSearch;
  useEffect(() => {
    const timer = setTimeout(() => report.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{ htmlInput: { maxLength: 100 } }}
      sx={sx}
    />
  );
}
