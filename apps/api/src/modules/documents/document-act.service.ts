/**
 * SPEC §7 Document «act»: an act of services made for one payout (POST document/act). The platform's
 * act template («Акт об оказанных услугах») for the payout's contractor; its services and price come
 * from the payout (the template's `payout.*` sources), the period is the payout's Moscow day unless
 * the company gives one, the act is linked to the payout — so an act signed by both sides releases a
 * payout waiting for it (N7). Everything else is POST document's path (createFromTemplate).
 */
import type { CreateActRequest, Document } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { ACT_OF_SERVICES_TEMPLATE_ID } from '../../db/seed/document-templates.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { findCompanyPayout } from '../payouts/index.js';
import { companyIdOf } from './document-rules.js';
import { createFromTemplate } from './documents-create.service.js';

const PAYOUT_NOT_FOUND = 'Выплата не найдена';

export async function createActForPayout(ctx: ActorContext, input: CreateActRequest): Promise<Document> {
  const customerId = companyIdOf(ctx);
  const payout = isUuid(input.payout_id) ? await findCompanyPayout(ctx, customerId, input.payout_id) : undefined;
  if (!payout)
    throw new AppError('VALIDATION_ERROR', { message: PAYOUT_NOT_FOUND, fields: { payout_id: PAYOUT_NOT_FOUND } });
  const day = moscowDate(payout.createdAt);
  return createFromTemplate(ctx, {
    template_id: ACT_OF_SERVICES_TEMPLATE_ID,
    employee_id: payout.employeeId,
    payout_id: payout.id,
    title: input.title ?? `Акт об оказанных услугах по выплате № ${payout.number}`,
    ...(input.date ? { date: input.date } : {}),
    fields: { period_from: day, period_to: day, ...input.fields },
    ...(input.signers ? { signers: input.signers } : {}),
    ...(input.sign_order ? { sign_order: input.sign_order } : {}),
  });
}
