import Box from '@mui/material/Box';
import { Loader } from './loader';

type PageLoaderProps = { label?: string; minHeight?: number | string };

/** The loader shown while a page, a route chunk or a widget's data is on its way. */
export function PageLoader({ label = 'Загрузка…', minHeight = 240 }: PageLoaderProps) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', placeItems: 'center', minHeight, width: '100%' }}>
      <Loader label={label} size={40} />
    </Box>
  );
}
