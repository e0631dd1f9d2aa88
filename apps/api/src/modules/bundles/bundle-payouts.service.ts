/**
 * POST mass_payout/bundle/generate_payouts (docs/decisions/bundles.md «From signatures to money»; DOMAIN §9.4:
 * platforms pay a registry only after its act is signed): the bundle's acts signed by both sides become mass payout
 * registries through mass payouts' `registryOfWork` — one row (one payout) per act with the act's sum («Стоимость
 * услуг») and services, the contractor's kind deciding the registry (НПД / individuals); each row's external id is
 * the act's (`bundle-act:<id>`), so the registry's payout is linked to its act when it is made (documents'
 * `linkRegistryActs`) and a second call cannot pay the act again. Acts not signed yet and acts already paid or in a
 * live registry are listed apart. The bundle is locked for the call: two clicks make one set of registries.
 */
import {
  BUNDLE_PAYOUT_MESSAGES,
  type BundlePayoutsRequest,
  type BundlePayoutsResponse,
  type PayoutKind,
  rublesToKopecks,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { actExternalId } from '../documents/index.js';
import { REGISTRY_PAGES, registryOfWork, type WorkToPay } from '../mass-payouts/index.js';
import { payoutKindsOf } from '../payouts/index.js';
import {
  type BundleAct,
  selectBundleActs,
  selectLivePayoutsOfActs,
  selectLiveRegistryRows,
} from './bundle-payouts.repo.js';
import { selectBundleFacts } from './bundles.repo.js';
import { invalidState, ownBundle, recordBundleEvent } from './bundles.service.js';

const fioOf = (p: BundleAct['employee']) =>
  [p.lastName, p.firstName, p.patronymic].filter((part) => part?.trim()).join(' ') || 'Исполнитель';
const refOf = (act: BundleAct) => ({
  document_id: act.id,
  number: act.number,
  employee: { id: act.employee.id, fio: fioOf(act.employee) },
});
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The act's services as the receipt's line: the list joined, or the text, or the act's own name. */
function servicesOf(act: BundleAct): string {
  const services = act.fieldValues.services;
  const line = Array.isArray(services)
    ? services
        .map((s) => s.trim())
        .filter(Boolean)
        .join('; ')
    : text(services);
  return line || `Услуги по акту № ${act.number}`;
}

function workOf(act: BundleAct, amountKopecks: bigint): WorkToPay {
  const periodFrom = text(act.fieldValues.period_from) || act.date;
  const periodTo = text(act.fieldValues.period_to) || act.date;
  return {
    employeeId: act.employee.id,
    lastName: act.employee.lastName ?? '',
    firstName: act.employee.firstName ?? '',
    middleName: act.employee.patronymic,
    inn: act.employee.inn ?? '',
    phone: act.employee.phone,
    amountKopecks,
    serviceName: servicesOf(act),
    periodFrom,
    periodTo,
    actDate: act.date,
    externalId: actExternalId(act.id),
  };
}

export async function generateBundlePayouts(
  ctx: ActorContext,
  input: BundlePayoutsRequest,
): Promise<BundlePayoutsResponse> {
  return inTransaction(ctx, async (txCtx) => {
    const bundle = await ownBundle(txCtx, input.bundle_id, true);
    const { templates } = await selectBundleFacts(txCtx.db, [bundle]);
    if (templates.get(bundle.templateId)?.kind !== 'ACT') throw invalidState(BUNDLE_PAYOUT_MESSAGES.notActs);
    if (bundle.status === 'PROCESSING') throw invalidState(BUNDLE_PAYOUT_MESSAGES.generating);
    const acts = await selectBundleActs(txCtx.db, bundle.customerId, bundle.id);
    const signed = acts.filter((a) => a.status === 'SIGNED' && a.companySigned && a.contractorSigned);
    const notSigned = acts.filter((a) => !signed.includes(a)).map((a) => ({ ...refOf(a), status: a.status }));
    const inRegistries = await selectLiveRegistryRows(
      txCtx.db,
      bundle.customerId,
      signed.map((a) => actExternalId(a.id)),
    );
    const paid = await selectLivePayoutsOfActs(
      txCtx.db,
      signed.map((a) => a.id),
    );
    const skipped: BundlePayoutsResponse['skipped'] = [];
    const work: { act: BundleAct; work: WorkToPay }[] = [];
    for (const act of signed) {
      const registry = inRegistries.get(actExternalId(act.id));
      const payout = paid.get(act.id);
      const amount = rublesToKopecks(text(act.fieldValues.price));
      if (registry !== undefined) skipped.push({ ...refOf(act), reason: BUNDLE_PAYOUT_MESSAGES.inRegistry(registry) });
      else if (payout !== undefined) skipped.push({ ...refOf(act), reason: BUNDLE_PAYOUT_MESSAGES.paid(payout) });
      else if (amount === null || amount <= 0n) skipped.push({ ...refOf(act), reason: BUNDLE_PAYOUT_MESSAGES.noSum });
      else work.push({ act, work: workOf(act, amount) });
    }
    if (work.length === 0) throw invalidState(BUNDLE_PAYOUT_MESSAGES.nothingSigned);
    const kinds = await payoutKindsOf(
      txCtx,
      bundle.customerId,
      work.map((w) => w.act.employee.id),
    );
    const title = `по пакету № ${bundle.number} от ${moscowDate(txCtx.now()).split('-').reverse().join('.')}`;
    const registries: BundlePayoutsResponse['registries'] = [];
    for (const kind of ['NPD', 'INDIVIDUAL'] as PayoutKind[]) {
      const own = work.filter((w) => kinds.get(w.act.employee.id) === kind).map((w) => w.work);
      if (own.length === 0) continue;
      const registry = await registryOfWork(txCtx, bundle.customerId, kind, title, own);
      registries.push({
        id: registry.id,
        number: registry.number,
        kind,
        rows: own.length,
        path: `${REGISTRY_PAGES[kind]}/${registry.id}`,
      });
    }
    await recordBundleEvent(txCtx, bundle, 'PAYOUTS_GENERATED', txCtx.actor.accountId, {
      text: registries.map((r) => `реестр № ${r.number} (${r.rows})`).join(', '),
    });
    return { registries, not_signed: notSigned, skipped };
  });
}
