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

/** A file the API sent: its bytes and the name it is saved under (the API's Content-Disposition or the screen's). */
export type NamedFile = { blob: Blob; name: string };

/**
 * Saves a file the API sends: `load` fetches it with the session, a failure says the server's reason or
 * `failure` in a toast. Never throws; true when the file was saved (a dialog closes then).
 */
export async function saveLoadedFile(load: () => Promise<NamedFile>, failure: string): Promise<boolean> {
  try {
    const { blob, name } = await load();
    saveBlob(blob, name);
    return true;
  } catch (err) {
    notify.error(errorMessage(err, failure));
    return false;
  }
}

/** Opens a PDF the API sends in a new tab (open-blob.ts); a failed load says `failure` in a toast. */
export async function openBlobInNewTab(load: () => Promise<Blob>, failure: string): Promise<void> {
  try {
    await openLoadedInNewTab(load);
  } catch (err) {
    notify.error(errorMessage(err, failure));
  }
}
