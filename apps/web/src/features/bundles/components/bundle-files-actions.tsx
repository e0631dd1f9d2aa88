import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Bundle } from '@vyplaty/contracts';
import { useState } from 'react';
import { getBundleAct } from '../api/bundle-files';
import { BundleFileButton } from './bundle-file-button';
import { BundleRegenerateButton } from './bundle-regenerate-button';
import { BundleTerminateChosenDialog } from './bundle-terminate-chosen-dialog';

/**
 * The bundle's files and its end beside the header's buttons (the archive is there): «Акт-реестр (PDF)» once the
 * bundle has documents, «Расторгнуть» (all the documents on signing or signed, or the ones chosen; a result per document) with
 * `can_terminate`, «Сформировать PDF заново» while documents are in error.
 */
export function BundleFilesActions({ bundle }: { bundle: Bundle }) {
  const [terminating, setTerminating] = useState(false);
  if (bundle.documents.total === 0) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <BundleFileButton load={() => getBundleAct(bundle.id, bundle.number)} failure="Не удалось получить акт-реестр">
        Акт-реестр (PDF)
      </BundleFileButton>
      {bundle.can_terminate && (
        <Button color="error" variant="outlined" onClick={() => setTerminating(true)}>
          Расторгнуть
        </Button>
      )}
      <BundleRegenerateButton bundle={bundle} />
      {terminating && <BundleTerminateChosenDialog bundle={bundle} onClose={() => setTerminating(false)} />}
    </Stack>
  );
}
