import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** The «all» choice's value where the field shows it by its words (`allText`). */
const ALL = 'ALL';

type FilterSelectProps = {
  label: string;
  /** The chosen value; undefined is «all». */
  value: string | undefined;
  /** The choices as [value, words], in the order shown. */
  options: readonly (readonly [string, string])[];
  onChange: (value: string | undefined) => void;
  /**
   * The «all» choice's words shown in the field when nothing is chosen («Все процессы»); without it the field stays
   * empty under its label and the list offers «Все».
   */
  allText?: string;
  minWidth?: number;
};

/** One filter of a list's toolbar: a plain choice from a fixed list, or «all». */
export function FilterSelect({ label, value, options, onChange, allText, minWidth }: FilterSelectProps) {
  const allValue = allText ? ALL : '';
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? allValue}
      onChange={(e) => onChange(e.target.value === allValue ? undefined : e.target.value)}
      sx={minWidth ? { minWidth } : undefined}
    >
      <MenuItem value={allValue}>{allText ?? <em>Все</em>}</MenuItem>
      {options.map(([option, text]) => (
        <MenuItem key={option} value={option}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}
