/**
 * Isolation cases of the company's reports (modules/reports): A holds a built акт сверки (PDF and .xlsx). B's list,
 * any filter, shows only B's; B cannot read, download or sign A's report (404, as an unknown id); B ordering a report
 * makes B's own; contractors get 403.
 */
import { apiPaths, pathWithId, type Report } from '@vyplaty/contracts';
import { expect } from 'vitest';
import { moscowDate } from '../../lib/moscow-time.js';
import type { TestServer } from '../test-server.js';
import { waitFor } from '../test-server.js';
import { type CaseTable, ownerOnly, selfScoped } from './cases.js';
import type { World } from './world.js';

export const reportWorld = { reportId: '' };

/** A's акт сверки for today, built by the job. */
export async function addReportData(_server: TestServer, w: Omit<World, 'markers'>) {
  const day = moscowDate(new Date());
  const res = await w.a.client.post<Report>(apiPaths.reports.order, {
    kind: 'RECONCILIATION',
    period_from: day,
    period_to: day,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  reportWorld.reportId = res.body.id;
  await waitFor(async () => {
    const one = await w.a.client.get<Report>(pathWithId(apiPaths.reports.one, res.body.id));
    return one.body.status === 'SUCCESS' ? one.body : undefined;
  }, 'A’s акт сверки built');
}

const p = apiPaths.reports;
const report = () => ({ params: { id: reportWorld.reportId } });
const download = (file: string) => () => ({ query: { report_id: reportWorld.reportId, file } });

export const reportCases: CaseTable = {
  [`GET ${p.list}`]: [
    selfScoped('customer'),
    selfScoped('customer', () => ({ query: { kind: 'RECONCILIATION', page: '1', page_size: '100' } })),
    selfScoped('customer', () => ({ query: { scope: 'MY' } })),
  ],
  [`POST ${p.order}`]: selfScoped('customer', () => ({
    body: { kind: 'PAYOUTS_REGISTRY', period_from: moscowDate(new Date()), period_to: moscowDate(new Date()) },
  })),
  [`GET ${p.one}`]: ownerOnly('a', report),
  [`GET ${p.download}`]: [
    ownerOnly('a', download('REPORT')),
    ownerOnly('a', download('EXTRA')),
    ownerOnly('a', download('SIGNATURE')),
  ],
  [`GET ${p.signKep}`]: ownerOnly('a', report),
  [`POST ${p.signKep}`]: ownerOnly('a', () => ({ ...report(), body: { signature: 'MIIBAAAA' } })),
};
