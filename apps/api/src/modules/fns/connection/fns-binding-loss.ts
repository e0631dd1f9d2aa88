/**
 * A contractor's connection lost in «Мой налог»: the binding becomes UNBIND and the contractor and every
 * company they work for are told, once. Seen by the scheduled watch (fns-watch.jobs.ts) and by a
 * receipt FNS refused with TAXPAYER_UNBOUND (fns-income-registration.job.ts).
 */

import { contractorLabel, shortPersonName } from '@vyplaty/contracts';
import type { AppContext } from '../../../context.js';
import { inTransaction, type TxContext } from '../../../db/transaction.js';
import { notify } from '../../notifications/index.js';
import {
  selectActiveCustomerIds,
  selectBindingForUpdate,
  selectEmployeeForFns,
  updateBinding,
} from './fns-binding.repo.js';
import { COMPANY_EMPLOYEES_URL, FNS_EMPLOYEE_URL, UNBOUND_IN_FNS_MESSAGE } from './fns-binding.rules.js';

/** The connection becomes UNBIND (if it still is BIND) and everyone concerned is told, once. */
export async function loseBinding(ctx: AppContext, employeeId: string, unboundAt: Date) {
  await inTransaction(ctx, async (txCtx) => {
    const current = await selectBindingForUpdate(txCtx.db, employeeId);
    if (current?.status !== 'BIND') return;
    const now = txCtx.now();
    await updateBinding(
      txCtx.db,
      employeeId,
      { status: 'UNBIND', unboundAt, errorMessage: UNBOUND_IN_FNS_MESSAGE, checkedAt: now },
      now,
    );
    await tellLoss(txCtx, employeeId, {
      employee: { title: 'Платформа отключена от «Мой налог»', body: UNBOUND_IN_FNS_MESSAGE },
      company: (name) => ({
        title: 'Исполнитель отключил платформу в «Мой налог»',
        body: `${name} отключил платформу в «Мой налог». Выплаты ему как самозанятому невозможны, пока он не подключит её снова.`,
      }),
    });
  });
}

type Texts = { title: string; body: string };
export async function tellLoss(
  txCtx: TxContext,
  employeeId: string,
  texts: { employee: Texts; company: (name: string) => Texts },
) {
  await notify(txCtx, { employeeId }, { ...texts.employee, type: 'system', url: FNS_EMPLOYEE_URL });
  const person = await selectEmployeeForFns(txCtx.db, employeeId);
  const name = contractorLabel(shortPersonName(person?.lastName, person?.firstName, person?.patronymic));
  for (const customerId of await selectActiveCustomerIds(txCtx.db, employeeId)) {
    await notify(txCtx, { customerId }, { ...texts.company(name), type: 'other', url: COMPANY_EMPLOYEES_URL });
  }
}
