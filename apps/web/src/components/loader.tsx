import CircularProgress from '@mui/material/CircularProgress';

type LoaderProps = { label?: string; size?: number };

/** A spinner that fits inline (a button row, a list, a table cell); PageLoader centres it in a block. */
export function Loader({ label = 'Загрузка…', size = 24 }: LoaderProps) {
  return <CircularProgress size={size} aria-label={label} />;
}
