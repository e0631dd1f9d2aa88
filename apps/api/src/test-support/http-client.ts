/**
 * A browser-like HTTP client for API tests: real requests over TCP, a cookie jar that honours
 * cookie paths and deletions, and the CSRF header echoed from the vp_csrf cookie like the web app.
 */
import { CSRF_COOKIE, CSRF_HEADER } from '@vyplaty/contracts';

type StoredCookie = { value: string; path: string };
export type TestResponse<T = unknown> = { status: number; body: T; headers: Headers; setCookies: string[] };

export class TestClient {
  readonly cookies = new Map<string, StoredCookie>();
  constructor(readonly baseUrl: string) {}

  cookie(name: string) {
    return this.cookies.get(name)?.value;
  }

  /** Every cookie in the jar as one Cookie header, for a request made outside this client (raw HTTP, inject). */
  allCookies() {
    return [...this.cookies.entries()].map(([name, c]) => `${name}=${c.value}`).join('; ');
  }

  private cookieHeader(path: string) {
    return [...this.cookies.entries()]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  private absorb(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      const path = attrs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const isExpired = attrs.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
      if (isExpired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    const cookie = this.cookieHeader(path);
    if (cookie) headers.cookie = cookie;
    const isWrite = !['GET', 'HEAD'].includes(method);
    if (isWrite && options.csrf !== false && this.cookie(CSRF_COOKIE)) headers[CSRF_HEADER] = this.cookie(CSRF_COOKIE)!;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body });
    const setCookies = response.headers.getSetCookie();
    this.absorb(setCookies);
    const type = response.headers.get('content-type') ?? '';
    const parsed = type.includes('json')
      ? await response.json()
      : type.includes('pdf') || type.includes('zip')
        ? Buffer.from(await response.arrayBuffer())
        : await response.text();
    return { status: response.status, body: parsed as T, headers: response.headers, setCookies };
  }

  get<T = Record<string, unknown>>(path: string, options?: { headers?: Record<string, string> }) {
    return this.request<T>('GET', path, options);
  }

  post<T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    options: { headers?: Record<string, string>; csrf?: boolean } = {},
  ) {
    return this.request<T>('POST', path, { ...options, body });
  }
}

/**
 * A company's system calling with an API key (issue 30): `Authorization: Bearer <secret>` on every request, never
 * a cookie or a CSRF header. The route-wide isolation test attacks with one beside the sessions.
 */
export class BearerTestClient extends TestClient {
  constructor(
    baseUrl: string,
    readonly bearer: string,
  ) {
    super(baseUrl);
  }

  override request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<TestResponse<T>> {
    return super.request<T>(method, path, {
      ...options,
      headers: { ...options.headers, authorization: `Bearer ${this.bearer}` },
    });
  }
}

/** The headers a request made outside the client carries: the key's bearer, or the cookies and the CSRF echo. */
export function authHeadersOf(client: TestClient, isWrite: boolean): Record<string, string> {
  if (client instanceof BearerTestClient) return { authorization: `Bearer ${client.bearer}` };
  const headers: Record<string, string> = { cookie: client.allCookies() };
  if (isWrite) headers[CSRF_HEADER] = client.cookie(CSRF_COOKIE) ?? '';
  return headers;
}
