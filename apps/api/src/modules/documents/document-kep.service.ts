/**
 * document/{id}/sign_kep: GET gives the main file's exact bytes and their Streebog-256 for the
 * plug-in; POST takes the detached CAdES-BES, which modules/signatures verifies (every step, the
 * signer against the caller's party), and advances the document exactly as a ПЭП does (markSigned,
 * same locks, same transitions and history). A refused signature changes nothing.
 */
import type { Document, KepToSignResponse } from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../context.js';
import { kepToSignOf, loadSigner, signWithKep } from '../signatures/index.js';
import { changeDocument } from './document-changes.js';
import { invalidState, isTurnOf, notYourTurn, ownerOf, partyOf } from './document-rules.js';
import { documentToSign, markSigned } from './document-signing.service.js';
import { selectAttachments } from './documents.repo.js';
import { getDocument } from './documents-read.service.js';

export async function kepToSign(ctx: ActorContext, id: string): Promise<KepToSignResponse> {
  const { doc, main, bytes } = await documentToSign(ctx, id);
  return kepToSignOf(doc.id, main.name, bytes);
}

export async function signDocumentKep(
  ctx: ActorContext,
  input: { id: string; signature: string; meta: RequestMeta },
): Promise<Document> {
  const signer = await loadSigner(ctx);
  const party = partyOf(ctx);
  const owner = ownerOf(ctx);
  const { doc, bytes } = await documentToSign(ctx, input.id);
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
