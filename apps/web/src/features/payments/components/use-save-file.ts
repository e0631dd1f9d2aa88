import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/toast';

/** A download button's state: busy while the file comes, the server's reason in a toast when refused. */
export function useSaveFile(save: () => Promise<void>, failure: string) {
  const [isSaving, setIsSaving] = useState(false);
  const run = async () => {
    setIsSaving(true);
    try {
      await save();
    } catch (err) {
      notify.error(errorMessage(err, failure));
    } finally {
      setIsSaving(false);
    }
  };
  return { isSaving, save: () => void run() };
}
