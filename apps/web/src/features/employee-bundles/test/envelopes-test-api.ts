/** Fixtures of the contractor's envelopes and a fake API for their screens (the documents' tests' style). */
import { apiPaths, pathWithId } from '@vyplaty/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { uuidOf } from '../../../test/fixtures/contractors';
import { pathOf, type StubReply } from '../../../test/http-stub';
import type { Envelope, EnvelopeDocument, EnvelopeSummary } from '../api/envelope-calls';

export const employeeSession = { role: 'employee', entity_id: 'e1', is_verified: true } as const;

export const SENT_CODE = {
  channel: 'SMS',
  destination_masked: '+7 *** ***-00-01',
  expires_in_seconds: 300,
  resend_after_seconds: 60,
};

const SELF_NEP = {
  id: uuidOf('50000000', 1),
  status: 'ACTIVE',
  channel: 'SMS',
  destination_masked: '+7 *** ***-00-01',
  issued_at: '2026-11-01T09:00:00.000Z',
  agreement_id: uuidOf('60000000', 1),
};

const COMPANY = { id: uuidOf('10000000', 1), name: 'ООО "Демо Компания"' };

export const summary = (n: number, fields: Partial<EnvelopeSummary> = {}): EnvelopeSummary => ({
  id: uuidOf('b0000000', n),
  name: `Акты за ноябрь ${n}`,
  number: n,
  company: COMPANY,
  documents: 3,
  awaiting: 2,
  signed: 1,
  expires_at: '2026-12-10T09:00:00.000Z',
  expired: false,
  ...fields,
});

export const envelopeDoc = (n: number, fields: Partial<EnvelopeDocument> = {}): EnvelopeDocument => ({
  id: uuidOf('30000000', n),
  number: n,
  title: 'Акт сдачи-приёмки услуг',
  status: 'AWAIT_SIGN_EMPLOYEE',
  awaiting_me: true,
  signed_by_me: false,
  expired: false,
  file_id: uuidOf('40000000', n),
  file_name: `Акт № ${n}.pdf`,
  ...fields,
});

export const envelope = (n: number, items: EnvelopeDocument[], fields: Partial<Envelope> = {}): Envelope => ({
  ...summary(n, {
    documents: items.length,
    awaiting: items.filter((d) => d.awaiting_me).length,
    signed: items.filter((d) => d.signed_by_me).length,
  }),
  items,
  ...fields,
});

export const envelopePathOf = (id: string) => pathWithId(apiPaths.bundles.employeeEnvelope, id);

export type Call = { method: string; path: string; body: unknown };
const EMPTY_PAGE = { items: [], totalCount: 0, next_cursor: null };

/**
 * Routes a request: the test's `route` first, then the envelopes' list (`envelopes`), the contractor's ПЭП, empty
 * document lists and the layout's bell; anything else is a 404 (as an unknown envelope answers).
 */
export function envelopesTestApi(
  envelopes: EnvelopeSummary[],
  route: (call: Call) => StubReply | undefined = () => undefined,
) {
  const calls: Call[] = [];
  const handler = async (req: InternalAxiosRequestConfig): Promise<StubReply> => {
    const path = pathOf(req);
    const call = {
      method: (req.method ?? 'get').toUpperCase(),
      path,
      body: typeof req.data === 'string' ? JSON.parse(req.data) : req.data,
    };
    calls.push(call);
    return (
      route(call) ??
      common(path, envelopes) ?? { status: 404, data: { code: 'NOT_FOUND', error_message: 'Не найдено' } }
    );
  };
  return {
    handler,
    calls,
    to: (path: string, method = 'POST') => calls.filter((c) => c.path === path && c.method === method),
  };
}

function common(path: string, envelopes: EnvelopeSummary[]): StubReply | undefined {
  if (path === apiPaths.bundles.employeeEnvelopes) return { status: 200, data: { items: envelopes } };
  if (path === apiPaths.documents.readyForSign || path === apiPaths.documents.employeeList) {
    return { status: 200, data: EMPTY_PAGE };
  }
  if (path === apiPaths.selfNep.current) return { status: 200, data: { self_nep: SELF_NEP } };
  if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
  return undefined;
}
