import { errorMessage } from './http';
import { openLoadedInNewTab } from './open-blob';
import { notify } from './toast';

/** Saves a Blob under `name` through a temporary link (API answers need the session cookie, so no plain href). */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked later: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens a PDF the API sends in a new tab (open-blob.ts); a failed load says `failure` in a toast. */
export async function openBlobInNewTab(load: () => Promise<Blob>, failure: string): Promise<void> {
  try {
    await openLoadedInNewTab(load);
  } catch (err) {
    notify.error(errorMessage(err, failure));
  }
}
