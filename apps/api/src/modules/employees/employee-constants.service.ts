/**
 * /employees/constants: the company's defaults for inviting and paying — the service name on receipts
 * and acts, the FNS activity kind, the kind, tax regime and comment a new invite starts with. A company
 * that never saved them reads all nulls.
 */
import {
  type EmployeeConstants,
  type EmployeeConstantsRequest,
  TASK_ACCEPTANCE_DAYS_DEFAULT,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { companyOnlyIdOf } from '../../lib/actor-scope.js';
import { recordHistoryEvent } from '../history/index.js';
import {
  type EmployeeConstantsRow,
  selectEmployeeConstants,
  upsertEmployeeConstants,
} from './employee-constants.repo.js';

const toConstants = (row: EmployeeConstantsRow | undefined): EmployeeConstants => ({
  service_name: row?.serviceName ?? null,
  activity_kind: row?.activityKind ?? null,
  default_employee_kind: row?.defaultEmployeeKind ?? null,
  default_tax_regime: (row?.defaultTaxRegime ?? null) as EmployeeConstants['default_tax_regime'],
  invite_comment: row?.inviteComment ?? null,
  require_signed_contract: row?.requireSignedContract ?? false,
  require_signed_act: row?.requireSignedAct ?? false,
  task_acceptance_days: row?.taskAcceptanceDays ?? TASK_ACCEPTANCE_DAYS_DEFAULT,
  updated_at: row?.updatedAt.toISOString() ?? null,
});

export async function getEmployeeConstants(ctx: ActorContext): Promise<EmployeeConstants> {
  return toConstants(await selectEmployeeConstants(ctx.db, companyOnlyIdOf(ctx)));
}

/**
 * Replaces the whole set (the contract already checked the tax regime against the kind); the company's
 * journal records who changed it, in the same transaction.
 */
export async function saveEmployeeConstants(
  ctx: ActorContext,
  input: EmployeeConstantsRequest,
): Promise<EmployeeConstants> {
  const customerId = companyOnlyIdOf(ctx);
  const row = await inTransaction(ctx, async (txCtx) => {
    const saved = await upsertEmployeeConstants(
      txCtx.db,
      customerId,
      {
        serviceName: input.service_name,
        activityKind: input.activity_kind,
        defaultEmployeeKind: input.default_employee_kind,
        defaultTaxRegime: input.default_tax_regime,
        inviteComment: input.invite_comment,
        requireSignedContract: input.require_signed_contract,
        requireSignedAct: input.require_signed_act,
        taskAcceptanceDays: input.task_acceptance_days,
      },
      txCtx.now(),
    );
    await recordHistoryEvent(txCtx, {
      entityKind: 'company',
      entityId: customerId,
      event: 'CONSTANTS_UPDATED',
      customerId,
      actorAccountId: txCtx.actor.accountId,
    });
    return saved;
  });
  return toConstants(row);
}

/** N7: whether the company pays only contractors with a signed contract (payouts' checklist). */
export async function requiresSignedContract(ctx: Pick<ActorContext, 'db'>, customerId: string): Promise<boolean> {
  return (await selectEmployeeConstants(ctx.db, customerId))?.requireSignedContract ?? false;
}

/** N7's second half: whether each payout of the company waits for a signed act before it is sent. */
export async function requiresSignedAct(ctx: Pick<ActorContext, 'db'>, customerId: string): Promise<boolean> {
  return (await selectEmployeeConstants(ctx.db, customerId))?.requireSignedAct ?? false;
}
