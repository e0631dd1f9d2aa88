/**
 * The file name of a Content-Disposition header: the UTF-8 `filename*` when given (Cyrillic names),
 * else `filename="…"`, else `fallback`.
 */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A broken encoding: fall through to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] || fallback;
}
