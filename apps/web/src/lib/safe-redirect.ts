/**
 * Where to go after login (SPEC §5): redirect_url is used only when it is a valid http(s) URL. We also
 * require the app's own origin, so a crafted link cannot send a person who just logged in to a
 * look-alike site (open redirect). Returns a path inside the app; main ('/') otherwise.
 */
export function safeRedirectPath(redirectUrl: string | null | undefined, appOrigin: string): string {
  if (!redirectUrl) return '/';
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    return '/';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '/';
  if (url.origin !== appOrigin) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
