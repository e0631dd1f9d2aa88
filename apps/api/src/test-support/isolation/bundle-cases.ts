/**
 * Isolation cases of document bundles (modules/bundles, issue 27): A holds a bundle made from a file (a row of its
 * contractor X by ИНН, a bad row, so it has an error report) whose documents are generated, and an empty bundle.
 * B reads, downloads, uploads to, generates, renames and deletes nothing of A's: A's bundles answer like unknown
 * ones; the list and create take no foreign id.
 */
import { apiPaths } from '@vyplaty/contracts';
import { expect } from 'vitest';
import {
  bundleFile,
  CONTRACT_COLUMNS,
  CONTRACT_TEMPLATE_ID,
  checked,
  generated,
  newBundle,
  upload,
} from '../../modules/bundles/bundles.test-helpers.js';
import type { TestServer } from '../test-server.js';
import { type CaseTable, ownerOnly, selfScoped } from './cases.js';
import type { Company, Contractor } from './world.js';

export const bundleWorld = { aBundleId: '', aEmptyBundleId: '' };

const p = apiPaths.bundles;
const NOT_A_ZIP = { name: 'пакет.xlsx', bytes: 'not a workbook' };
const at = (template: string, id: string) => template.replace(':id', id);

/** A's generated bundle (a good row of X and a bad one) and an empty one. */
export async function addBundleData(
  _server: TestServer,
  world: { a: Company; b: Company; x: Contractor; y: Contractor },
): Promise<void> {
  const { a, x } = world;
  const bundle = await newBundle(a.client, { name: 'Пакет A', template_id: CONTRACT_TEMPLATE_ID });
  const row = {
    'ИНН исполнителя': x.inn,
    'Услуги (предмет договора)': 'Уборка',
    'Цена услуг': '1000,00',
    'Начало оказания услуг': '01.12.2026',
    'Окончание оказания услуг': '31.12.2026',
  };
  const file = await bundleFile(CONTRACT_COLUMNS, [row, { ...row, 'Цена услуг': '1,001' }]);
  const up = await upload(a.client, at(p.importFile, bundle.id), { name: 'пакет.xlsx', bytes: file });
  expect(up.status, JSON.stringify(up.body)).toBe(202);
  expect(await checked(a.client, bundle.id)).toMatchObject({ import: { state: 'DONE', valid: 1, invalid: 1 } });
  expect((await a.client.post(at(p.generateDocuments, bundle.id))).status).toBe(202);
  expect(await generated(a.client, bundle.id)).toMatchObject({ status: 'COMPLETED_SUCCESS' });
  bundleWorld.aBundleId = bundle.id;
  bundleWorld.aEmptyBundleId = (await newBundle(a.client, { name: 'Пустой A', template_id: CONTRACT_TEMPLATE_ID })).id;
}

const w = bundleWorld;
const both = () => [{ params: { id: w.aBundleId } }, { params: { id: w.aEmptyBundleId } }];

export const bundleCases: CaseTable = {
  [`POST ${p.create}`]: [
    selfScoped('customer', () => ({ body: { name: 'Пакет B', template_id: CONTRACT_TEMPLATE_ID } })),
    // A's contractor chosen by hand: not B's (the template also needs a file), nothing made.
    ownerOnly(
      'a',
      (world) => ({ body: { name: 'B', template_id: CONTRACT_TEMPLATE_ID, employee_ids: [world.x.id] } }),
      {
        allow: [400],
      },
    ),
  ],
  [`POST ${p.list}`]: [
    selfScoped('customer', () => ({ body: {} })),
    selfScoped('customer', () => ({ body: { filters: { search: 'Пакет A', status: ['COMPLETED_SUCCESS'] } } })),
  ],
  [`GET ${p.one}`]: ownerOnly('a', both),
  [`PUT ${p.one}`]: ownerOnly('a', () => [
    { params: { id: w.aBundleId }, body: { name: 'Чужой' } },
    { params: { id: w.aEmptyBundleId }, body: { reminders: null } },
  ]),
  [`DELETE ${p.one}`]: ownerOnly('a', both),
  [`GET ${p.history}`]: ownerOnly('a', both),
  [`POST ${p.documents}`]: ownerOnly('a', () => ({ params: { id: w.aBundleId }, body: {} })),
  [`GET ${p.importFile}`]: ownerOnly('a', both),
  [`POST ${p.importFile}`]: ownerOnly('a', () => ({ params: { id: w.aEmptyBundleId }, form: { file: NOT_A_ZIP } })),
  [`POST ${p.importRows}`]: ownerOnly('a', () => ({ params: { id: w.aBundleId }, body: {} })),
  [`GET ${p.errorReport}`]: ownerOnly('a', () => ({ params: { id: w.aBundleId } })),
  [`POST ${p.generateDocuments}`]: ownerOnly('a', both),
};
