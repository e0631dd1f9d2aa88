/**
 * Opens a file the API sends (with the session cookie, so no plain href) in a new tab: the tab is opened before the
 * wait, so that popup blockers allow it, and closed again when the load fails, whose error is the caller's to show.
 * Without axios or the toasts, for the app (save-blob.ts) and the public pages alike.
 */
export async function openLoadedInNewTab(load: () => Promise<Blob>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await load());
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
