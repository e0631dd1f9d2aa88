/**
 * One ПЭП code for every document of a bundle awaiting the caller's side (issue 27): the company's documents of
 * the bundle, or the contractor's envelope. The code is bound to the list of those documents' hashes
 * (signatures' `signManyWithCode`): a document signed, sent or changed between the code and its entry changes
 * the list and the code is refused («Запросите новый код»). Each document then gets its own evidence row and
 * `markSigned` under its locks, exactly as a single document's ПЭП; a document refused there keeps its reason.
 */
import type { BundleSignResult, SentCodeResponse } from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { lockCustomer, lockEmployees } from '../parties/index.js';
import {
  batchManifest,
  findActiveSelfNepKey,
  loadSigner,
  type Signer,
  sendSigningCode,
  signManyWithCode,
} from '../signatures/index.js';
import { bundleDocumentsOf, failedResult, okResult } from './document-bulk-signing.js';
import { changeDocument } from './document-changes.js';
import { invalidState, isTurnOf, notYourTurn, ownerOf, partyOf } from './document-rules.js';
import { documentToSign, markSigned } from './document-signing.service.js';
import { type DocumentRow, selectAttachments } from './documents.repo.js';

const NOTHING_TO_SIGN = 'В пакете нет документов, которые ждут вашей подписи';

type Item = { subject: { type: 'DOCUMENT'; id: string }; documentBytes: Uint8Array; doc: DocumentRow };

/** The caller's ПЭП, and every document of the bundle whose turn is the caller's with the bytes it signs. */
async function itemsToSign(ctx: ActorContext, signer: Signer, bundleId: string) {
  const key = await findActiveSelfNepKey(ctx, signer.accountId);
  if (!key) throw invalidState('Сначала выпустите простую электронную подпись');
  const items: Item[] = [];
  for (const { doc } of await bundleDocumentsOf(ctx, bundleId)) {
    if (!isTurnOf(doc, partyOf(ctx))) continue;
    const { bytes } = await documentToSign(ctx, doc.id);
    items.push({ subject: { type: 'DOCUMENT', id: doc.id }, documentBytes: bytes, doc });
  }
  if (items.length === 0) throw invalidState(NOTHING_TO_SIGN);
  return { key, items };
}

const bundleSubject = (bundleId: string) => ({ type: 'BUNDLE', id: bundleId });

/** One code for the documents awaiting the caller; `what` names the bundle in the SMS or letter. */
export async function sendBundleSignCode(ctx: ActorContext, bundleId: string, what: string): Promise<SentCodeResponse> {
  const signer = await loadSigner(ctx);
  const { key, items } = await itemsToSign(ctx, signer, bundleId);
  return sendSigningCode(ctx, {
    signer,
    purpose: 'SIGN',
    subject: bundleSubject(bundleId),
    documentBytes: batchManifest(items),
    channel: key.channel,
    what: `${what}: документов — ${items.length}`,
  });
}

/** The code signs every document of its list; a result per document. */
export async function signBundleWithCode(
  ctx: ActorContext,
  input: { bundleId: string; code: string; meta: RequestMeta },
): Promise<BundleSignResult[]> {
  const signer = await loadSigner(ctx);
  const party = partyOf(ctx);
  const owner = ownerOf(ctx);
  const { key, items } = await itemsToSign(ctx, signer, input.bundleId);
  const outcomes = await signManyWithCode(
    ctx,
    {
      signer,
      purpose: 'SIGN',
      subject: bundleSubject(input.bundleId),
      items,
      code: input.code,
      meta: input.meta,
      selfNepKeyId: async () => key.id,
      // ADR 009: the company, then every contractor (sorted), before any document is locked.
      prepare: async (txCtx: TxContext<ActorContext>) => {
        await lockCustomer(txCtx, items[0]!.doc.customerId);
        await lockEmployees(txCtx, [...new Set(items.map((i) => i.doc.employeeId))].sort());
      },
    },
    (itemCtx, item, evidence) =>
      changeDocument(itemCtx, owner, item.doc.id, async (innerCtx, locked) => {
        if (!isTurnOf(locked, party)) throw notYourTurn(locked, party);
        const [main] = (await selectAttachments(innerCtx.db, [locked.id])).filter((a) => a.main);
        if (main?.sha256 !== evidence.documentSha256)
          throw invalidState('Файл документа изменился. Запросите новый код');
        await markSigned(innerCtx, locked, party, evidence, 'ПЭП');
      }),
  );
  return outcomes.map((o) => (o.ok ? okResult(o.item.doc) : failedResult(o.item.doc, o.error)));
}
