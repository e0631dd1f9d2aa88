/** Isolation cases of the routes both roles use: sessions, notifications, offer, ПЭП, agreements, catalogues. */
import { apiPaths } from '@vyplaty/contracts';
import { DEMO_PASSWORD } from '../../db/seed/demo.js';
import { type CaseTable, notTenantData, ownerOnly, selfScoped } from './cases.js';

let n = 0;
const both = { anyRole: true };

export const sharedCases: CaseTable = {
  // account and sessions
  'GET /v1/auth/me': selfScoped('any'),
  'GET /v1/auth/sessions': selfScoped('any'),
  'POST /v1/auth/sessions/end': [
    ownerOnly('a', (w) => ({ body: { session_id: w.a.sessionId } }), both),
    ownerOnly('x', (w) => ({ body: { session_id: w.x.sessionId } }), both),
  ],
  'POST /v1/auth/sessions/end_others': selfScoped('any', () => ({ body: {} })),
  'POST /v1/auth/change_password/': selfScoped(
    'any',
    () => ({ body: { old_password: DEMO_PASSWORD, new_password: 'Другой-пароль-2026' } }),
    { fresh: true },
  ),
  // Fresh callers: the letter is one a minute per account. A confirmed e-mail is refused (400/409).
  'POST /v1/auth/verify/email/send': selfScoped('any', () => ({ body: {} }), {
    allow: [200, 204, 400, 409],
    fresh: true,
  }),
  'POST /v1/registration/offer': selfScoped('any', async (_w, caller) => {
    const info = await caller.client.get<{ offer: { id: string } }>(apiPaths.auth.registrationInfo);
    return { body: { offer_id: info.body.offer.id } };
  }),

  // notifications
  'POST /v1/notifications': selfScoped('any', () => ({ body: { page: 1, page_size: 100 } })),
  'GET /v1/notification/not_read_count': selfScoped('any'),
  // Foreign ids are skipped, not refused: {updated: 0}; the database check proves A's stay unread.
  'POST /v1/notification/read': [
    ownerOnly('a', (w) => ({ body: { notification_ids: [w.a.notificationId] } }), { ...both, allow: [200] }),
    ownerOnly('x', (w) => ({ body: { notification_ids: [w.x.notificationId] } }), { ...both, allow: [200] }),
  ],
  'POST /v1/notification/token': selfScoped('any', () => ({ body: { token: `isolation-fcm-token-${++n}` } })),

  // the caller's ПЭП
  'GET /v1/self_nep': selfScoped('any'),
  'POST /v1/self_nep/agreement': selfScoped('any', () => ({ body: {} }), { fresh: true }),
  // Fresh callers: B and Y hold a ПЭП already, which is refused (409) before any agreement is looked at.
  'POST /v1/self_nep/send_code': ownerOnly(
    'x',
    (w) => ({ body: { agreement_id: w.x.nepAgreementId, channel: 'SMS' } }),
    { ...both, fresh: true },
  ),
  'POST /v1/self_nep/confirm': ownerOnly('x', (w) => ({ body: { agreement_id: w.x.nepAgreementId, code: '123456' } }), {
    ...both,
    fresh: true,
  }),

  // agreements
  'POST /v1/agreement/list': selfScoped('any', () => ({ body: { page: 1, page_size: 100 } })),
  'GET /v1/agreement': [
    ownerOnly('a', (w) => ({ query: { id: w.a.edoAgreementId } }), both),
    ownerOnly('x', (w) => ({ query: { id: w.x.nepAgreementId } }), both),
  ],
  'GET /v1/agreement/download': [
    ownerOnly('a', (w) => ({ query: { id: w.a.edoAgreementId } }), both),
    ownerOnly('x', (w) => ({ query: { id: w.x.nepAgreementId } }), both),
  ],
  'GET /v1/agreement/file_content': [
    ownerOnly('a', (w) => ({ query: { file_id: w.a.edoFileId } }), both),
    ownerOnly('x', (w) => ({ query: { file_id: w.x.nepFileId } }), both),
  ],
  'POST /v1/agreement/edo': selfScoped('customer', () => ({ body: {} })),
  'POST /v1/agreement/sign_self_nep/send_code': ownerOnly(
    'a',
    (w) => ({ body: { agreement_id: w.a.edoAgreementId } }),
    both,
  ),
  'POST /v1/agreement/sign_self_nep': ownerOnly(
    'a',
    (w) => ({ body: { agreement_id: w.a.edoAgreementId, code: '123456' } }),
    both,
  ),
  'GET /v1/agreement/sign_kep': ownerOnly('a', (w) => ({ query: { id: w.a.edoAgreementId } }), both),
  'POST /v1/agreement/sign_kep': ownerOnly(
    'a',
    (w) => ({ body: { agreement_id: w.a.edoAgreementId, signature: 'MIIBAAAA' } }),
    both,
  ),
  'GET /v1/agreement/evidence': [
    ownerOnly('a', (w) => ({ query: { id: w.a.edoAgreementId } }), both),
    ownerOnly('x', (w) => ({ query: { id: w.x.nepAgreementId } }), both),
  ],
  // The caller's own application to join the offer: nothing of anyone else's in it.
  'POST /v1/offer/custom': selfScoped('any', async (_w, caller) => {
    const info = await caller.client.get<{ offer: { id: string } }>(apiPaths.auth.registrationInfo);
    return { body: { offer_id: info.body.offer.id } };
  }),
  'GET /v1/offer/sign_kep': selfScoped('any', async (_w, caller) => {
    const info = await caller.client.get<{ offer: { id: string } }>(apiPaths.auth.registrationInfo);
    return { query: { offer_id: info.body.offer.id } };
  }),
  'POST /v1/offer/sign_kep': selfScoped(
    'any',
    async (_w, caller) => {
      const info = await caller.client.get<{ offer: { id: string } }>(apiPaths.auth.registrationInfo);
      return { body: { offer_id: info.body.offer.id, signature: 'MIIBAAAA' } };
    },
    { allow: [422] },
  ),
  // The evidence of the caller's own КЭП acceptance: B and Y have none (409), and A's is never read.
  'GET /v1/offer/evidence': selfScoped(
    'any',
    async (_w, caller) => {
      const info = await caller.client.get<{ offer: { id: string } }>(apiPaths.auth.registrationInfo);
      return { query: { offer_id: info.body.offer.id } };
    },
    { allow: [409] },
  ),

  // the same for everyone
  'GET /v1/document/types': notTenantData('the platform’s list of document kinds, the same for every account'),
  // Hashes of stored files: only the caller's own.
  'POST /v1/document/attachments/hash': [
    ownerOnly('a', (w) => ({ body: { hash_algorithm: 'CP_GOST_3411_2012_256', file_ids: [w.a.npdFileId] } }), both),
    ownerOnly('x', (w) => ({ body: { hash_algorithm: 'CP_GOST_3411_2012_256', file_ids: [w.x.nepFileId] } }), both),
  ],
  'POST /v1/catalog/bank_sbp': notTenantData('the НСПК list of СБП banks, the same for every account'),
  'GET /v1/fns/activities': notTenantData('the FNS catalogue of activity kinds, the same for every account'),
  'GET /v1/fns/cancel_receipt_reasons': notTenantData(
    'the FNS list of reasons to cancel a receipt, the same for every account',
  ),

  // the printable receipt: the company or the contractor of the receipt only
  'GET /api/v1/receipt/:inn/:receiptId/print': ownerOnly(
    'a',
    (w) => ({ params: { inn: w.x.inn, receiptId: w.a.fnsReceiptId } }),
    both,
  ),
};
