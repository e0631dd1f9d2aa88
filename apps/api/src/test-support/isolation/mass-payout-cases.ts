/**
 * Isolation cases of mass payout registries (both kinds, modules/mass-payouts). B reads, changes and
 * deletes nothing of A's: A's registries, rows, files, reports and history answer like unknown ones,
 * A's rows are not found through B's own registry either; B cannot pay A's registry by either channel
 * nor read or sign its payment orders; uploads and the hand-entered registry take no foreign id.
 */
import { randomUUID } from 'node:crypto';
import { type Call, type CaseTable, ownerOnly, selfScoped } from './cases.js';
import { massPayoutsWorld as mp } from './mass-payouts-world.js';

type Kind = 'npd' | 'individual';
const registryOf = (kind: Kind) => (kind === 'npd' ? mp.a.npdId : mp.a.individualId);
const ownRegistryOf = (kind: Kind) => (kind === 'npd' ? mp.b.npdId : mp.b.individualId);
const NOT_A_ZIP = { name: 'реестр.xlsx', bytes: 'not a workbook' };
const NOT_1C = { name: 'реестр.txt', bytes: 'Номер=1' };
const keyed = () => ({ 'idempotency-key': randomUUID() });

function kindCases(kind: Kind, base: string): CaseTable {
  const id = () => ({ id: registryOf(kind) });
  const rowsOfA = (): Call[] => [
    { params: id(), body: { ids: [mp.a.npdRowId] } },
    // A's row through B's own registry: not found there either.
    { params: { id: ownRegistryOf(kind) }, body: { ids: [mp.a.npdRowId] } },
  ];
  return {
    [`POST ${base}/import_file`]: selfScoped('customer', () => ({ form: { file: NOT_A_ZIP } }), { allow: [400] }),
    [`POST ${base}/1c/import_file`]: selfScoped('customer', () => ({ form: { file: NOT_1C } }), { allow: [400] }),
    [`GET ${base}/import_file/template`]: selfScoped('customer'),
    [`GET ${base}/list`]: [
      selfScoped('customer'),
      selfScoped('customer', () => ({ query: { status: 'DRAFT', page_size: '5' } })),
    ],
    [`GET ${base}/:id`]: ownerOnly('a', () => ({ params: id() })),
    [`PUT ${base}/:id`]: ownerOnly('a', () => ({ params: id(), body: { error_mode: 'IGNORE_ERRORS' } })),
    [`DELETE ${base}/:id`]: ownerOnly('a', () => ({ params: id() })),
    [`GET ${base}/:id/rows`]: ownerOnly('a', () => [{ params: id() }, { params: id(), query: { state: 'INVALID' } }]),
    [`DELETE ${base}/:id/rows`]: ownerOnly('a', rowsOfA),
    [`PUT ${base}/:id/rows`]: ownerOnly('a', () =>
      rowsOfA().map((call) => ({ ...call, body: { ...(call.body as object), duplicate_confirmed: true } })),
    ),
    [`GET ${base}/:id/file`]: ownerOnly('a', () => ({ params: id() })),
    [`GET ${base}/:id/error_report`]: ownerOnly('a', () => ({ params: id() })),
    [`GET ${base}/:id/history`]: ownerOnly('a', () => ({ params: id() })),
    // Paying A's registry, by either channel, and reading what paying made.
    [`POST ${base}/:id/pay`]: ownerOnly('a', () => [
      { params: id(), body: {}, headers: keyed() },
      { params: id(), body: { channel: 'OWN_ACCOUNT' }, headers: keyed() },
    ]),
    [`GET ${base}/:id/report`]: ownerOnly('a', () => ({ params: id() })),
    [`GET ${base}/:id/payment_orders`]: ownerOnly('a', () => [
      { params: id() },
      { params: id(), query: { format: 'txt' } },
      { params: id(), query: { format: 'pdf' } },
    ]),
    [`GET ${base}/:id/payment_orders/file_content`]: ownerOnly('a', () => ({ params: id() })),
    [`GET ${base}/:id/payment_orders/sign_kep`]: ownerOnly('a', () => ({ params: id() })),
    [`POST ${base}/:id/payment_orders/sign_kep`]: ownerOnly('a', () => ({
      params: id(),
      body: { signatures: [{ payout_id: randomUUID(), signature: 'MIIB' }] },
    })),
  };
}

export const massPayoutCases: CaseTable = {
  // The individuals' registry entered by hand makes the caller's own registry: no foreign id to give.
  'POST /v1/individual/mass_payout/import_file/create': selfScoped(
    'customer',
    () => ({
      body: {
        rows: [
          {
            last_name: 'Тестов',
            first_name: 'Тест',
            inn: '500100732259',
            amount: '10,00',
            method: 'CARD',
            card_number: '4111111111111111',
          },
        ],
      },
      headers: keyed(),
    }),
    { allow: [201] },
  ),
  ...kindCases('npd', '/v1/mass_payout'),
  ...kindCases('individual', '/v1/individual/mass_payout'),
};
