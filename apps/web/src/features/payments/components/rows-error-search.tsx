import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before the rows are asked again. */
const SEARCH_PAUSE_MS = 300;

type Props = {
  /** The text the page opened with (from its address). */
  initialText: string;
  onSearch: (text: string) => void;
};

/** Rows whose reasons hold a text («ИНН», «лимит»); reported once typing pauses, not at every key. */
export function RowsErrorSearch({ initialText, onSearch }: Props) {
  const [text, setText] = useState(initialText);
  const report = useRef(onSearch);
  report.current = onSearch;
  useEffect(() => {
    const timer = setTimeout(() => report.current(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <TextField
      type="search"
      size="small"
      label="Текст ошибки"
      placeholder="Например, ИНН или лимит"
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{ htmlInput: { maxLength: 100 } }}
      sx={{ maxWidth: { sm: 320 } }}
    />
  );
}
