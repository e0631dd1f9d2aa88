/**
 * Public face of payouts (docs/decisions/payouts.md): НПД and individual payouts of a company, their
 * lifecycle through the ledger and the bank, the contractor's view, the services catalogue. Other
 * modules (mass payouts, tasks, the demo seed, the reconciliation) use these; documents release a payout
 * waiting for its act when the act is signed (N7).
 */
import type { AppContext } from '../../context.js';
import { selectPayoutById } from './payouts.repo.js';

export { sendRegistryPayouts } from './bank-registry/send-registry-payouts.js';
export type { SignedActLookup } from './checks/signed-act-rule.js';
export type { SignedContractLookup } from './checks/signed-contract-rule.js';
export { releasePayoutsWaitingForAct } from './lifecycle/payout-act-release.js';
export { cancelPayout, repeatPayout } from './lifecycle/payout-changes.service.js';
export { BANK_UNREACHABLE_REASON, markSending as markPayoutsSent } from './lifecycle/payout-execute.js';
export { settleFailed, settlePaid } from './lifecycle/payout-settlement.js';
export { createPayouts } from './lifecycle/payouts-create.service.js';
export {
  type AcceptedWork,
  type AcceptedWorkPayout,
  payAcceptedWork,
  payoutKindsOf,
  type TaskPayoutFacts,
  type TaskPayoutSettlement,
  type TaskPayoutsSettled,
  taskPayoutFacts,
} from './lifecycle/task-payouts.js';
export {
  countPayoutsOfPeriod,
  type NdflMonth,
  type NdflPayout,
  ndflByMonth,
  ndflPayouts,
  type PayoutForReport,
  payoutsForReport,
} from './read/payouts-report.js';
export {
  checkRegistryChunk,
  findPayoutRepeats,
  type PayoutRepeat,
  type RegistryCheckedRow,
  type RepeatKey,
  type RunningSums,
} from './registry/registry-checks.js';
export { payRegistryRows, type RegistryPayOutcome, type RegistryPayRow } from './registry/registry-pay.js';
export { fixRegistryPaymentOrders } from './registry-orders/registry-orders.js';
export type { RegistryOrdersRow } from './registry-orders/registry-orders.repo.js';
export {
  findRegistryOrders,
  registryOrders,
  registryOrdersFileContent,
  registryOrdersKepToSign,
  signRegistryOrdersKep,
} from './registry-orders/registry-orders-kep.js';
export { type IndividualTax, individualTax, yearContributionsKopecks, yearNdflKopecks } from './tax/individual-tax.js';

/** What another module may read of a payout (documents fill an act from it and link to it). */
export type CompanyPayoutFacts = {
  id: string;
  employeeId: string;
  number: number;
  kind: 'NPD' | 'INDIVIDUAL';
  amountKopecks: bigint;
  serviceName: string;
  createdAt: Date;
};

/** A live payout of this company, or undefined (another company's answers the same as an unknown one). */
export async function findCompanyPayout(
  ctx: Pick<AppContext, 'db'>,
  customerId: string,
  id: string,
): Promise<CompanyPayoutFacts | undefined> {
  const row = await selectPayoutById(ctx.db, id);
  if (!row || row.customerId !== customerId || row.deletedAt) return undefined;
  const { employeeId, number, kind, amountKopecks, serviceName, createdAt } = row;
  return { id: row.id, employeeId, number, kind, amountKopecks, serviceName, createdAt };
}
