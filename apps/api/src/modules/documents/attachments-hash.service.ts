/**
 * document/attachments/hash: the hash of the exact stored bytes of the caller's own files by one of
 * SPEC §3's algorithms (DOMAIN.md §6.4) — what a signer signs by hash and what evidence records.
 * Another tenant's file is «not found», never hashed.
 */
import type { AttachmentsHashRequest, AttachmentsHashResponse } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { hashBytes } from '../../lib/signature-crypto/index.js';
import { type FileOwner, readOwnedFile } from '../files/index.js';

const ownerOf = (ctx: ActorContext): FileOwner =>
  ctx.actor.role === 'user' ? { customerId: ctx.actor.entityId } : { employeeId: ctx.actor.entityId };

export async function hashAttachments(
  ctx: ActorContext,
  request: AttachmentsHashRequest,
): Promise<AttachmentsHashResponse> {
  const owner = ownerOf(ctx);
  const items: AttachmentsHashResponse['items'] = [];
  let oid = '';
  for (const fileId of new Set(request.file_ids)) {
    // One answer for a missing file and another tenant's: the refusal tells nothing about others' files.
    const { file, bytes } = await readOwnedFile(ctx, fileId, owner, 'Файл не найден');
    const hash = hashBytes(request.hash_algorithm, bytes);
    oid = hash.oid;
    items.push({
      file_id: file.id,
      file_name: file.name,
      size_bytes: bytes.byteLength,
      hash: hash.hex,
      hash_reversed: hash.reversedHex,
    });
  }
  return { hash_algorithm: request.hash_algorithm, oid, items };
}
