/** Reads a cookie visible to scripts (the API makes only the CSRF cookie readable). */
export function readCookie(name: string, cookieString: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}
