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
