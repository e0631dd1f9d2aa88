import { CSRF_COOKIE, CSRF_HEADER } from '@vyplaty/contracts/paths';
import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { config } from '../config';
import { installAuthRefresh } from './auth-refresh';
import { readCookie } from './cookies';
import { withPageData } from './page-data';
import { installSessionScope } from './session-scope';

/** localStorage key of a developer/tester override of the API address (a URL, not personal data). */
export const API_BASE_URL_OVERRIDE_KEY = 'apiBaseUrlOverride';
export const HTTP_TIMEOUT_MS = 10_000;

const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

function readOverride(): string | null {
  try {
    return globalThis.localStorage?.getItem(API_BASE_URL_OVERRIDE_KEY) ?? null;
  } catch {
    // Storage can be blocked (private mode, sandboxed iframe); the configured address still works.
    return null;
  }
}

/** The stored override when it is an http(s) URL, else the configured address; '' means same origin. */
export function resolveApiBaseUrl(override: string | null = readOverride(), fallback: string = config.apiBaseUrl) {
  const candidate = override?.trim();
  if (candidate) {
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') return candidate.replace(/\/+$/, '');
    } catch {
      // Not a URL: ignore the override.
    }
  }
  return fallback;
}

type HttpClientOptions = {
  baseURL?: string;
  adapter?: AxiosAdapter;
  onAuthLost: () => void;
};

export function createHttpClient({ baseURL = resolveApiBaseUrl(), adapter, onAuthLost }: HttpClientOptions) {
  const instance: AxiosInstance = axios.create({
    baseURL,
    withCredentials: true,
    timeout: HTTP_TIMEOUT_MS,
    // The first calls of a page drawn from HTML are answered from the page itself (page-data.ts).
    adapter: withPageData(adapter ?? axios.defaults.adapter),
  });
  // Double-submit CSRF: the API compares this header with its readable vp_csrf cookie on every write.
  instance.interceptors.request.use((req) => {
    if (UNSAFE_METHODS.has((req.method ?? 'get').toLowerCase())) {
      const token = readCookie(CSRF_COOKIE);
      if (token) req.headers.set(CSRF_HEADER, token);
    }
    return req;
  });
  // In this order: an answer to an ended session is dropped before a 401 could start a refresh.
  installSessionScope(instance);
  installAuthRefresh(instance, onAuthLost);
  return instance;
}
