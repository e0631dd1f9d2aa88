/**
 * document/{id}/sign_kep: GET gives the main file's exact bytes and their Streebog-256 for the
 * plug-in; POST takes the detached CAdES-BES, which modules/signatures verifies (every step, the
 * signer against the caller's party), and advances the document exactly as a ПЭП does (markSigned,
 * same locks, same transitions and history). A refused signature changes nothing.
 */
import type { Document, KepToSignResponse } from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../context.js';
import { sha256 } from '../../lib/crypto.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { streebog256Hex } from '../../lib/streebog.js';
import { readOwnedFile } from '../files/index.js';
import { loadSigner, signWithKep } from '../signatures/index.js';
import { changeDocument } from './document-changes.js';
import {
  DOCUMENT_NOT_FOUND,
  invalidState,
  isAwaiting,
  isTurnOf,
  notYourTurn,
  ownerOf,
  partyOf,
} from './document-rules.js';
import { markSigned } from './document-signing.service.js';
import { selectAttachments, selectDocument } from './documents.repo.js';
import { getDocument } from './documents-read.service.js';

/** The document whose turn it is for the caller, and the exact bytes of its main file (КЭП and Госключ). */
export async function documentForKep(ctx: ActorContext, id: string) {
  const doc = isUuid(id) ? await selectDocument(ctx.db, ownerOf(ctx), id) : undefined;
  if (!doc || (partyOf(ctx) === 'CONTRACTOR' && !isAwaiting(doc.status) && doc.status !== 'SIGNED')) {
    throw notFound(DOCUMENT_NOT_FOUND);
  }
  if (!isTurnOf(doc, partyOf(ctx))) throw notYourTurn(doc, partyOf(ctx));
  const [main] = (await selectAttachments(ctx.db, [doc.id])).filter((a) => a.main);
  if (!main) throw invalidState('У документа нет файла для подписи');
  const { bytes } = await readOwnedFile(ctx, main.fileId, { customerId: doc.customerId }, DOCUMENT_NOT_FOUND);
  return { doc, main, bytes };
}

export async function kepToSign(ctx: ActorContext, id: string): Promise<KepToSignResponse> {
  const { doc, main, bytes } = await documentForKep(ctx, id);
  return {
    document_id: doc.id,
    file_name: main.name,
    content: Buffer.from(bytes).toString('base64'),
    hash_algorithm: 'CP_GOST_3411_2012_256',
    hash: streebog256Hex(bytes),
    sha256: sha256(bytes),
  };
}

export async function signDocumentKep(
  ctx: ActorContext,
  input: { id: string; signature: string; meta: RequestMeta },
): Promise<Document> {
  const signer = await loadSigner(ctx);
  const party = partyOf(ctx);
  const owner = ownerOf(ctx);
  const { doc, bytes } = await documentForKep(ctx, input.id);
  await signWithKep(
    ctx,
    {
      signer,
      subject: { type: 'DOCUMENT', id: doc.id },
      documentBytes: bytes,
      signature: input.signature,
      meta: input.meta,
    },
    (txCtx, evidence) =>
      // Verified outside the locks (GOST maths is slow); the turn and the file are checked again under them.
      changeDocument(txCtx, owner, doc.id, async (innerCtx, locked) => {
        if (!isTurnOf(locked, party)) throw notYourTurn(locked, party);
        const [main] = (await selectAttachments(innerCtx.db, [locked.id])).filter((a) => a.main);
        if (main?.sha256 !== evidence.documentSha256)
          throw invalidState('Файл документа изменился после подписания: подпишите его заново');
        await markSigned(innerCtx, locked, party, evidence, 'КЭП');
      }),
  );
  return getDocument(ctx, doc.id);
}
