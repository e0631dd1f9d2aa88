/**
 * One segment of a public page's address, decoded (`/invite/{token}`, `/invite/user/{token}`); null when it is empty
 * or its escape is broken — a link that cannot exist, shown as such and never sent.
 */
export function pathSegment(pathname: string, index: number): string | null {
  const segment = pathname.replace(/\/+$/, '').split('/')[index] ?? '';
  try {
    return decodeURIComponent(segment) || null;
  } catch (error) {
    console.warn('Адрес страницы с испорченной кодировкой', error);
    return null;
  }
}
