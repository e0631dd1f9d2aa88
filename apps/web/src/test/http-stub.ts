import {
  type AxiosAdapter,
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** `headers`: what the API would send beside the body (Content-Disposition of a file, Content-Type). */
export type StubReply = { status: number; data?: unknown; headers?: Record<string, string> } | 'network-error';
export type StubHandler = (req: InternalAxiosRequestConfig) => StubReply | Promise<StubReply>;

/**
 * An axios adapter answering from a function, settling like the real adapters: a status outside
 * validateStatus rejects with an AxiosError carrying the response.
 */
export function stubAdapter(handler: StubHandler): AxiosAdapter & { calls: InternalAxiosRequestConfig[] } {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    calls.push(config);
    const reply = await handler(config);
    if (reply === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response: AxiosResponse = {
      data: reply.data ?? null,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(reply.headers),
      config,
      request: {},
    };
    const isOk = config.validateStatus ? config.validateStatus(reply.status) : reply.status < 400;
    if (isOk) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  return Object.assign(adapter, { calls });
}

/** The path of a stubbed call without the base URL, e.g. '/v1/auth/me'. */
export function pathOf(req: InternalAxiosRequestConfig): string {
  return req.url ?? '';
}

/** A reply the test gives when it chooses: until `release`, the request stays in flight. */
export function heldReply(): { reply: Promise<StubReply>; release: (reply: StubReply) => void } {
  let release: (reply: StubReply) => void = () => {};
  const reply = new Promise<StubReply>((resolve) => {
    release = resolve;
  });
  return { reply, release };
}

/** A call a fake API saw: method, path, query parameters and the JSON body. */
export type RecordedCall = { method: string; path: string; params: unknown; body: unknown };

/**
 * A feature's fake API that records every call: the test's `route` answers first, then the feature's `common`
 * answers (templates, the layout's profile and bell…), anything else is a 404 — as a call the API does not have.
 */
export function recordingApi(
  route: (call: RecordedCall) => StubReply | Promise<StubReply> | undefined,
  common: (path: string) => StubReply | undefined,
) {
  const calls: RecordedCall[] = [];
  const handler = async (req: InternalAxiosRequestConfig): Promise<StubReply> => {
    const path = pathOf(req);
    const method = (req.method ?? 'get').toUpperCase();
    const body = typeof req.data === 'string' ? JSON.parse(req.data) : req.data;
    const call = { method, path, params: req.params, body };
    calls.push(call);
    return route(call) ?? common(path) ?? { status: 404, data: { code: 'NOT_FOUND', error_message: 'Не найдено' } };
  };
  return {
    handler,
    calls,
    to: (path: string, method = 'POST') => calls.filter((c) => c.path === path && c.method === method),
  };
}
