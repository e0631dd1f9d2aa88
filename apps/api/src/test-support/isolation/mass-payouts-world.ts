/**
 * The mass payouts part of the isolation world: A and B each hold an НПД registry and an individuals'
 * registry, each made from a 1C file whose payer is the company (its ИНН and its own bank account), with
 * a row for its contractor; the import job has finished. Ids are kept here for the cases.
 */
import { apiPaths, type BankAccount } from '@vyplaty/contracts';
import { expect } from 'vitest';
import { oneCFile, pathsOf, upload, waitImported } from '../../modules/mass-payouts/mass-payouts.test-helpers.js';
import type { TestServer } from '../test-server.js';
import type { Company, Contractor } from './world.js';

type Registries = { npdId: string; individualId: string; npdRowId: string };
export const massPayoutsWorld: { a: Registries; b: Registries } = {
  a: { npdId: '', individualId: '', npdRowId: '' },
  b: { npdId: '', individualId: '', npdRowId: '' },
};

async function registriesOf(company: Company, contractor: Contractor): Promise<Registries> {
  const accounts = await company.client.get<{ items: BankAccount[] }>(apiPaths.userBanks);
  const account = accounts.body.items[0]!.account_number;
  const ids: string[] = [];
  for (const [n, kind] of [
    [1, 'NPD'],
    [2, 'INDIVIDUAL'],
  ] as const) {
    const text = oneCFile({ inn: company.inn, account }, [
      { number: n, inn: contractor.inn, name: 'Исполнитель Реестра', amount: '10.00', purpose: 'Услуги по договору' },
    ]);
    const res = await upload(company.client, pathsOf(kind).importFile1c, { name: `реестр-${n}.txt`, bytes: text });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const done = await waitImported(company.client, kind, res.body.id);
    expect(done.import.status, JSON.stringify(done)).toBe('ACTIVATED');
    ids.push(done.id);
  }
  const rows = await company.client.get<{ items: { id: string }[] }>(pathsOf('NPD').rows.replace(':id', ids[0]!));
  return { npdId: ids[0]!, individualId: ids[1]!, npdRowId: rows.body.items[0]!.id };
}

export async function addMassPayoutsData(
  _server: TestServer,
  world: { a: Company; b: Company; x: Contractor; y: Contractor },
): Promise<void> {
  massPayoutsWorld.a = await registriesOf(world.a, world.x);
  massPayoutsWorld.b = await registriesOf(world.b, world.y);
}
