/**
 * What the tax service knows that is a risk for the companies, for modules/risk-alerts (which sits above
 * fns and asks here): lost connections, contractors no longer НПД, and each contractor's income of the
 * year as N4 counts it (FNS's figure + our receipts registered since it + the ones paid, not registered).
 */
import type { Db } from '../../../db/client.js';
import { incomeFigures } from '../connection/fns-connection.service.js';
import {
  selectIncomeChangedEmployeeIds,
  selectLostConnections,
  selectUnregisteredTaxpayers,
} from './fns-risk-facts.repo.js';
import { selectTaxpayer } from './fns-taxpayer.repo.js';

export type LostConnection = { employeeId: string; inn: string | null; unboundAt: Date };
export type UnregisteredTaxpayer = {
  employeeId: string;
  inn: string;
  unregistrationTime: Date | null;
  unregistrationReason: string | null;
};

/** Connections lost in «Мой налог» (UNBIND), changed since `since` (null: all). */
export async function lostConnections(db: Db, since: Date | null): Promise<LostConnection[]> {
  const rows = await selectLostConnections(db, since);
  return rows.map((r) => ({ employeeId: r.employeeId, inn: r.inn, unboundAt: r.unboundAt! }));
}

/** Contractors FNS last said are not НПД, checked since `since` (null: all). */
export function unregisteredTaxpayers(db: Db, since: Date | null): Promise<UnregisteredTaxpayer[]> {
  return selectUnregisteredTaxpayers(db, since);
}

/** Contractors whose income of `year` may have changed since `since` (null: everyone with income that year). */
export function incomeChangedContractors(db: Db, year: number, since: Date | null): Promise<string[]> {
  return selectIncomeChangedEmployeeIds(db, year, since);
}

/** The contractor's income of `year` in kopecks as the cap counts it: registered (FNS + ours since) + pending. */
export async function yearIncomeKopecks(db: Db, employeeId: string, year: number) {
  const taxpayer = await selectTaxpayer(db, employeeId);
  const figures = await incomeFigures(db, employeeId, taxpayer, year);
  return { registered: figures.registered, pending: figures.pending, total: figures.registered + figures.pending };
}
