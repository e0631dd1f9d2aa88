import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PageTitle } from '../../../components/page-title';

/** A preview page's title (the file's name once loaded) and «Скачать» once its bytes are here. */
export function FilePreviewHeader({
  title,
  fileName,
  url,
}: {
  title: string;
  fileName?: string | undefined;
  url?: string | null | undefined;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <PageTitle>{fileName ?? title}</PageTitle>
      {fileName && url && (
        <Button variant="contained" component="a" href={url} download={fileName} sx={{ flexShrink: 0 }}>
          Скачать
        </Button>
      )}
    </Stack>
  );
}
