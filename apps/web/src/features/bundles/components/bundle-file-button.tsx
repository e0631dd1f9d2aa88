import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { saveLoadedFile } from '../../../lib/save-blob';
import type { SavedFile } from '../api/bundle-calls';

type Props = { load: () => Promise<SavedFile>; failure: string; children: ReactNode; variant?: 'text' | 'outlined' };

/** A file of the bundle saved with the session (no plain href); busy while it comes, the refusal in a toast. */
export function BundleFileButton({ load, failure, children, variant = 'outlined' }: Props) {
  const [isSaving, setIsSaving] = useState(false);
  const save = async () => {
    setIsSaving(true);
    await saveLoadedFile(load, failure);
    setIsSaving(false);
  };
  return (
    <Button variant={variant} loading={isSaving} onClick={() => void save()}>
      {children}
    </Button>
  );
}
