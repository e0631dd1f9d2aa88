/**
 * document/attachments/hash: the hash of the exact stored bytes by one of SPEC §3's algorithms
 * (DOMAIN.md §6.4) — what a signer signs by hash (CryptoPro SignHash) and what evidence records. An id
 * is a document's attachment the caller may read (the contractor: once the document is sent to them)
 * or one of the caller's own stored files; anything else is «not found», never hashed. Hashing a
 * document's attachment leaves REQUEST_ATTACHMENTS_HASH in its history (SPEC §4): who asked, by which
 * algorithm, for which file.
 */
import { type AttachmentsHashRequest, type AttachmentsHashResponse, HASH_ALGORITHM_LABELS } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { hashBytes } from '../../lib/signature-crypto/index.js';
import { type FileOwner, readOwnedFile } from '../files/index.js';
import { recordHistoryEvent } from '../history/index.js';
import { ownerOf as documentOwnerOf, isHiddenFromContractor } from './document-rules.js';
import { selectAttachmentsWithDocuments } from './documents.repo.js';

const NOT_FOUND = 'Файл не найден';

const fileOwnerOf = (ctx: ActorContext): FileOwner =>
  ctx.actor.role === 'user' ? { customerId: ctx.actor.entityId } : { employeeId: ctx.actor.entityId };

export async function hashAttachments(
  ctx: ActorContext,
  request: AttachmentsHashRequest,
): Promise<AttachmentsHashResponse> {
  const ids = [...new Set(request.file_ids)];
  const attachments = (await selectAttachmentsWithDocuments(ctx.db, documentOwnerOf(ctx), ids)).filter(
    ({ document }) => ctx.actor.role === 'user' || !isHiddenFromContractor(document.status),
  );
  const items: AttachmentsHashResponse['items'] = [];
  let oid = '';
  for (const id of ids) {
    const attachment = attachments.find((a) => a.attachment.id === id);
    // One answer for a missing file and another tenant's: the refusal tells nothing about others' files.
    const { file, bytes } = attachment
      ? await readOwnedFile(
          ctx,
          attachment.attachment.fileId,
          { customerId: attachment.document.customerId },
          NOT_FOUND,
        )
      : await readOwnedFile(ctx, id, fileOwnerOf(ctx), NOT_FOUND);
    const hash = hashBytes(request.hash_algorithm, bytes);
    oid = hash.oid;
    items.push({
      file_id: id,
      file_name: attachment?.attachment.name ?? file.name,
      size_bytes: bytes.byteLength,
      hash: hash.hex,
      hash_reversed: hash.reversedHex,
    });
  }
  if (attachments.length > 0)
    await inTransaction(ctx, async (txCtx) => {
      for (const { document, attachment } of attachments)
        await recordHistoryEvent(txCtx, {
          entityKind: 'document',
          entityId: document.id,
          event: 'REQUEST_ATTACHMENTS_HASH',
          customerId: document.customerId,
          employeeId: document.employeeId,
          actorAccountId: txCtx.actor.accountId,
          details: { fileName: attachment.name, text: HASH_ALGORITHM_LABELS[request.hash_algorithm] },
        });
    });
  return { hash_algorithm: request.hash_algorithm, oid, items };
}
