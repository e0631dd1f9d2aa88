import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { saveBlob } from '../../../lib/save-blob';
import { notify } from '../../../lib/toast';
import type { SavedFile } from '../api/bundle-calls';

type Props = { load: () => Promise<SavedFile>; failure: string; children: ReactNode; variant?: 'text' | 'outlined' };

/** A file of the bundle saved with the session (no plain href); busy while it comes, the refusal in a toast. */
export function BundleFileButton({ load, failure, children, variant = 'outlined' }: Props) {
  const [isSaving, setIsSaving] = useState(false);
  const save = async () => {
    setIsSaving(true);
    try {
      const { blob, name } = await load();
      saveBlob(blob, name);
    } catch (err) {
      notify.error(errorMessage(err, failure));
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <Button variant={variant} loading={isSaving} onClick={() => void save()}>
      {children}
    </Button>
  );
}
