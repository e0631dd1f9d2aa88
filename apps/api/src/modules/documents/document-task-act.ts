/**
 * A task's accepted work gets its act (docs/decisions/tasks.md «From acceptance to money»; DOMAIN §9.3: since
 * 01.03.2026 acts are formed from tasks): the platform's act template for the contractor, its services lines and
 * price from the task (a fixed sum: the service; per unit: the service, the quantity and the unit price), the
 * period the task's, the contract the contractor's latest one signed with the company (its number and date; none
 * signed: the act names none), sent for both signatures at once — in the caller's transaction. Linked to the pair's
 * payout when there is one already (paid on its own); an act of work paid later in a registry is linked to its
 * payout when that is made. The act signed by both sides releases a linked payout waiting for it (markSigned →
 * document-payout-release.ts).
 */
import { type DocumentStatus, kopecksToRubles } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { ACT_OF_SERVICES_TEMPLATE_ID } from '../../db/seed/document-templates.js';
import type { TxContext } from '../../db/transaction.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { recordHistoryEvent } from '../history/index.js';
import { lockCustomer, lockEmployee } from '../parties/index.js';
import { findCompanyPayout } from '../payouts/index.js';
import { generateMainPdf } from './document-changes.js';
import { fillFields } from './document-fields.js';
import { statusWhenSent } from './document-rules.js';
import { notifyTurn } from './document-signing.service.js';
import { selectSignedContract } from './document-task-act.repo.js';
import { insertDocument, insertLink, nextDocumentNumber, selectTemplate, updateDocument } from './documents.repo.js';
import { recordDocumentEvent, sourcesOf } from './documents-create.service.js';

export type TaskActInput = {
  customerId: string;
  employeeId: string;
  /** The pair's payout when it is made with the act; null when the work is paid later in a registry. */
  payoutId: string | null;
  /** The act's lines of services (the service; per unit also «N ед. × цена») and its price in kopecks. */
  services: string[];
  amountKopecks: bigint;
  /** The task's period (ГГГГ-ММ-ДД). */
  periodFrom: string;
  periodTo: string;
  /** «Акт по заданию № 12 «Уборка»». */
  title: string;
};
export type TaskAct = { id: string; number: number; status: DocumentStatus };

export async function makeTaskAct(txCtx: TxContext<ActorContext>, input: TaskActInput): Promise<TaskAct> {
  const { customerId, employeeId } = input;
  const template = await selectTemplate(txCtx.db, customerId, ACT_OF_SERVICES_TEMPLATE_ID);
  if (!template) throw new Error('the platform act template is missing (db/seed/document-templates.ts)');
  const payout = input.payoutId ? await findCompanyPayout(txCtx, customerId, input.payoutId) : undefined;
  if (input.payoutId && payout?.employeeId !== employeeId) throw new Error(`payout ${input.payoutId}: not this pair's`);
  const company = (await lockCustomer(txCtx, customerId))!;
  const contractor = (await lockEmployee(txCtx, employeeId))!;
  const number = await nextDocumentNumber(txCtx.db, customerId);
  const now = txCtx.now();
  const date = moscowDate(now);
  const contract = await selectSignedContract(txCtx.db, customerId, employeeId);
  const values = fillFields(template.fields, await sourcesOf(txCtx, company, contractor, number, date, payout), {
    period_from: input.periodFrom,
    period_to: input.periodTo,
    services: input.services,
    price: kopecksToRubles(input.amountKopecks),
    ...(contract ? { contract_number: String(contract.number), contract_date: contract.date } : {}),
  });
  const doc = await insertDocument(txCtx.db, {
    customerId,
    employeeId,
    number,
    kind: template.kind,
    subkindId: template.subkindId,
    templateId: template.id,
    title: input.title,
    date,
    fieldValues: values,
    signers: 'BOTH',
    signOrder: template.signOrder,
    createdBy: txCtx.actor.accountId,
    createdAt: now,
    updatedAt: now,
  });
  await recordDocumentEvent(txCtx, doc, 'CREATED');
  if (payout) await insertLink(txCtx.db, { documentId: doc.id, payoutId: payout.id, customerId, createdAt: now });
  await generateMainPdf(txCtx, doc, values, txCtx.actor.accountId);
  const sent = await updateDocument(
    txCtx.db,
    doc.id,
    { status: statusWhenSent(doc.signers, doc.signOrder), sentAt: now },
    now,
  );
  await recordHistoryEvent(txCtx, {
    entityKind: 'document',
    entityId: doc.id,
    event: 'UPDATED',
    customerId,
    employeeId,
    actorAccountId: txCtx.actor.accountId,
    details: { text: 'отправлен на подпись' },
  });
  await notifyTurn(txCtx, sent);
  return { id: sent.id, number: sent.number, status: sent.status };
}
