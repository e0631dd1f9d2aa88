import { errorMessage } from './http';
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

/**
 * Opens a PDF the API sends (with the session cookie, so no plain href) in a new tab. The tab is opened
 * before awaiting, so that popup blockers allow it; a failed load closes it and says `failure` in a toast.
 */
export async function openBlobInNewTab(load: () => Promise<Blob>, failure: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await load());
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    notify.error(errorMessage(err, failure));
  }
}
