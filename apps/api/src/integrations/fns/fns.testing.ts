/**
 * For the FNS tests: the sandbox on a bare Fastify on a real port, clients of it over HTTP with a
 * virtual clock (pauses advance it and wait only a few real milliseconds), the control calls, and the
 * schema check of every payload exchanged (fns.schema-check.ts).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { createFnsClient } from './fns.client.js';
import {
  FNS_SANDBOX_MASTER_TOKEN,
  FNS_SANDBOX_TAXPAYERS,
  FNS_SANDBOX_USER_TOKEN,
  registerFnsSandbox,
} from './fns.sandbox.js';
import { type FnsPayload, watchFnsTraffic } from './fns.schema-check.js';
import type { FnsClient, FnsPermission } from './fns.types.js';
import { REQUESTED_PERMISSIONS } from './fns.types.js';

export type FnsTestbed = {
  app: FastifyInstance;
  baseUrl: string;
  /** Pauses the clients asked for (retries and polls), in order. */
  pauses: number[];
  client(options?: FnsTestClientOptions): FnsClient;
  control(path: string, body?: unknown): Promise<unknown>;
  get<T>(path: string): Promise<T>;
  /** The demo taxpayer bound with `permissions` (all requested ones by default). */
  bindDemo(permissions?: FnsPermission[]): Promise<void>;
  /** Validates every payload exchanged since the last call against the XSD (throws); for `afterEach`. */
  checkSchema(): Promise<FnsPayload[]>;
  close(): Promise<void>;
};

export type FnsTestClientOptions = {
  masterToken?: string;
  getMessagesBatchSize?: number;
  getMessagesRetries?: number;
  getMessagesBackoffMs?: number;
  /** Pauses really wait (still recorded): for the sandbox's limits that count real time. */
  realPauses?: boolean;
};

export async function startFnsTestbed(): Promise<FnsTestbed> {
  const app = Fastify();
  registerFnsSandbox(app, { messageDelayMs: 5 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const pauses: number[] = [];

  const client = (options: FnsTestClientOptions = {}) => {
    let skew = 0;
    return createFnsClient({
      getMessagesBatchSize: options.getMessagesBatchSize,
      getMessagesRetries: options.getMessagesRetries,
      getMessagesBackoffMs: options.getMessagesBackoffMs,
      serviceUrl: () => `${baseUrl}/sandbox/fns/ais3/smz/SmzIntegrationService`,
      authUrl: () => `${baseUrl}/sandbox/fns/open-api/AuthService/0.1`,
      masterToken: options.masterToken ?? FNS_SANDBOX_MASTER_TOKEN,
      userToken: FNS_SANDBOX_USER_TOKEN,
      retries: 2,
      backoffMs: 100,
      sleep: async (ms) => {
        pauses.push(ms);
        if (options.realPauses) return new Promise((r) => setTimeout(r, ms));
        skew += ms;
        await new Promise((r) => setTimeout(r, 8));
      },
      now: () => Date.now() + skew,
    });
  };

  async function control(path: string, body: unknown = {}) {
    const response = await fetch(`${baseUrl}/sandbox/fns/control${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`control ${path}: ${response.status}`);
    return response.json();
  }

  async function get<T>(path: string): Promise<T> {
    return (await (await fetch(`${baseUrl}${path}`)).json()) as T;
  }

  async function bindDemo(permissions: FnsPermission[] = REQUESTED_PERMISSIONS) {
    const { id } = await client().call('PostBindPartnerWithInn', {
      inn: FNS_SANDBOX_TAXPAYERS.demo,
      permissions: REQUESTED_PERMISSIONS,
    });
    await control(`/bind-requests/${id}/approve`, { permissions });
  }

  const traffic = watchFnsTraffic(baseUrl);
  return { app, baseUrl, pauses, client, control, get, bindDemo, checkSchema: traffic.check, close: () => app.close() };
}
