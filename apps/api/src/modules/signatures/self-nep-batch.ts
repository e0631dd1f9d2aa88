/**
 * One ПЭП code for many documents (a bundle, issue 27): the code is sent and checked exactly as `signWithCode`
 * does, bound to the account, the batch's subject and the SHA-256 of its manifest — the list of every document's
 * id and hashes, so a code for one list signs nothing else and a list changed after the code was sent is refused.
 * Once the code is right, each document gets its own evidence row (its own SHA-256 and Streebog-256, the code's
 * hash, channel, masked address, time, IP, user agent — what one document's ПЭП writes) and its owner's
 * `onItem`, each in a savepoint: a document refused there (an AppError: its turn passed, its file changed) rolls
 * back alone with its reason, the others are signed. The batch's own evidence row keeps the manifest's hashes.
 */
import type { AppContext, RequestMeta } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { streebog256Hex } from '../../lib/streebog.js';
import { type SignedEvidence, type SigningPurpose, type SigningSubject, signWithCode } from './self-nep-signing.js';
import { insertDocumentSignature, type SignatureCodeRow } from './signatures.repo.js';
import type { Signer } from './signer.js';

export type BatchItem = { subject: SigningSubject; documentBytes: Uint8Array };
export type BatchOutcome<I, T> = { item: I; ok: true; value: T } | { item: I; ok: false; error: AppError };

/** The manifest a batch code is bound to: one line per item, `<subject id> <sha256> <streebog256>`, in order. */
export function batchManifest(items: readonly BatchItem[]): Uint8Array {
  const lines = items.map((i) => `${i.subject.id} ${sha256(i.documentBytes)} ${streebog256Hex(i.documentBytes)}`);
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

export async function signManyWithCode<C extends AppContext, I extends BatchItem, T>(
  ctx: C,
  input: {
    signer: Signer;
    purpose: SigningPurpose;
    /** The batch (a bundle): what the code was sent for. */
    subject: SigningSubject;
    items: readonly I[];
    code: string;
    meta: RequestMeta;
    selfNepKeyId: (txCtx: TxContext<C>, codeRow: SignatureCodeRow) => Promise<string | null>;
    /** Runs once the code is right, before any item: the owner's locks in their order (ADR 009). */
    prepare?: (txCtx: TxContext<C>) => Promise<void>;
  },
  onItem: (txCtx: TxContext<C>, item: I, evidence: SignedEvidence) => Promise<T>,
): Promise<BatchOutcome<I, T>[]> {
  return signWithCode(
    ctx,
    {
      signer: input.signer,
      purpose: input.purpose,
      subject: input.subject,
      documentBytes: batchManifest(input.items),
      code: input.code,
      meta: input.meta,
      selfNepKeyId: input.selfNepKeyId,
    },
    async (txCtx, batch) => {
      await input.prepare?.(txCtx);
      const outcomes: BatchOutcome<I, T>[] = [];
      for (const item of input.items) {
        try {
          const value = await inTransaction(txCtx, async (itemCtx) => {
            const evidence = await insertDocumentSignature(itemCtx.db, {
              accountId: batch.accountId,
              kind: 'SELF_NEP',
              subjectType: item.subject.type,
              subjectId: item.subject.id,
              selfNepKeyId: batch.selfNepKeyId,
              documentSha256: sha256(item.documentBytes),
              documentStreebog256: streebog256Hex(item.documentBytes),
              signerName: batch.signerName,
              channel: batch.channel,
              destinationMasked: batch.destinationMasked,
              codeHash: batch.codeHash,
              ip: batch.ip,
              userAgent: batch.userAgent,
              signedAt: batch.signedAt,
            });
            return onItem(itemCtx, item, evidence);
          });
          outcomes.push({ item, ok: true, value });
        } catch (error) {
          // A refusal of this one document (its Russian reason) is its result; anything else fails the batch.
          if (!(error instanceof AppError)) throw error;
          outcomes.push({ item, ok: false, error });
        }
      }
      return outcomes;
    },
  );
}
