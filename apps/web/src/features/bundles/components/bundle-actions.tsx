import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import type { Bundle } from '@vyplaty/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteDialog } from '../../../components/delete-dialog';
import { deleteBundle } from '../api/bundle-calls';
import { bundleKeys, bundlePage } from '../api/bundle-keys';
import { BUNDLE_ARCHIVE_PART, getBundleArchive } from '../api/bundle-signing';
import { BundleFileButton } from './bundle-file-button';
import { BundlePayoutsButton } from './bundle-payouts-dialog';
import { BundleSignDialog } from './bundle-sign-dialog';

type Dialog = 'sign' | 'delete' | null;

/** «Скачать архив»: one ZIP, or one a part for a bundle over BUNDLE_ARCHIVE_PART documents. */
function ArchiveButtons({ bundle }: { bundle: Bundle }) {
  const parts = Math.max(1, Math.ceil(bundle.documents.total / BUNDLE_ARCHIVE_PART));
  return Array.from({ length: parts }, (_, i) => i + 1).map((part) => (
    <BundleFileButton
      key={part}
      load={() => getBundleArchive(bundle.id, parts > 1 ? part : undefined)}
      failure="Не удалось скачать архив"
    >
      {parts > 1 ? `Скачать архив, часть ${part}` : 'Скачать архив'}
    </BundleFileButton>
  ));
}

/** The bundle's buttons, each only when the bundle's answer allows it. */
export function BundleActions({ bundle }: { bundle: Bundle }) {
  const [open, setOpen] = useState<Dialog>(null);
  const navigate = useNavigate();
  const client = useQueryClient();
  const close = () => setOpen(null);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {bundle.can_sign && (
        <Button variant="contained" onClick={() => setOpen('sign')}>
          Подписать все
        </Button>
      )}
      {bundle.can_download && <ArchiveButtons bundle={bundle} />}
      <BundlePayoutsButton bundle={bundle} />
      {bundle.can_delete && (
        <Button color="error" onClick={() => setOpen('delete')}>
          Удалить пакет
        </Button>
      )}
      {open === 'sign' && <BundleSignDialog bundle={bundle} onClose={close} />}
      <DeleteDialog
        open={open === 'delete'}
        onClose={close}
        onDelete={() => deleteBundle(bundle.id)}
        onDeleted={() => {
          void client.invalidateQueries({ queryKey: bundleKeys.lists });
          void navigate(bundlePage());
        }}
      />
    </Stack>
  );
}
