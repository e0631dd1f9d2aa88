/**
 * document/download: a zip a company or a contractor can hand to an auditor (docs/decisions/documents.md):
 *
 *   <title> № N.pdf                     the signed file, byte for byte
 *   подписи/1 <side> ПЭП.json           each signature's evidence record (who, when, code, hashes, IP, UA)
 *   подписи/1 <side> ПЭП.txt            the same in Russian, for a person
 *   подписи/2 <side> КЭП.sig            a КЭП: the detached CAdES-BES as received, with .json / .txt:
 *                                       the verification report (every step, the certificate, МЧД)
 *   приложения/<name>                   the other attachments
 *   история.txt                         the document's history
 *
 * And document_link: tying the document to a payout of the same company and contractor.
 */
import JSZip from 'jszip';
import type { ActorContext } from '../../context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { moscowDateTime } from '../../lib/moscow-time.js';
import { readOwnedFile } from '../files/index.js';
import { findCompanyPayout } from '../payouts/index.js';
import { changeOwnDocument } from './document-changes.js';
import { kepEvidence, kepReport } from './document-kep-report.js';
import { companyIdOf, DOCUMENT_NOT_FOUND } from './document-rules.js';
import { deleteLink, insertLink, selectAttachments, selectSignatures } from './documents.repo.js';
import { recordDocumentEvent } from './documents-create.service.js';
import { getDocument, getDocumentHistory } from './documents-read.service.js';

const safeName = (name: string) => name.replace(/[\\/\p{Cc}:*?"<>|]/gu, '_');

export async function downloadDocument(ctx: ActorContext, id: string) {
  const document = await getDocument(ctx, id);
  const attachments = await selectAttachments(ctx.db, [document.id]);
  const zip = new JSZip();
  const read = (fileId: string) => readOwnedFile(ctx, fileId, { customerId: document.company.id }, DOCUMENT_NOT_FOUND);
  for (const a of attachments) {
    const { bytes } = await read(a.fileId);
    zip.file(a.main ? safeName(a.name) : `приложения/${safeName(a.name)}`, bytes, { date: a.createdAt });
  }
  const rows = await selectSignatures(
    ctx.db,
    document.signatures.map((s) => s.id),
  );
  document.signatures.forEach((s, i) => {
    const row = rows.find((r) => r.id === s.id)!;
    const side = s.party === 'COMPANY' ? 'компания' : 'исполнитель';
    if (row.kind === 'KEP') {
      const base = `подписи/${i + 1} ${side} КЭП`;
      zip.file(`${base}.sig`, Buffer.from(row.signatureCms ?? '', 'base64'));
      zip.file(
        `${base}.json`,
        `${JSON.stringify({ signature_id: row.id, party: s.party, ...kepEvidence(row) }, null, 2)}\n`,
      );
      zip.file(`${base}.txt`, kepReport(document, side, row));
      return;
    }
    const evidence = {
      signature_id: row.id,
      party: s.party,
      kind: row.kind,
      signer: row.signerName,
      signed_at: row.signedAt.toISOString(),
      document_sha256: row.documentSha256,
      document_streebog256: row.documentStreebog256,
      self_nep_key_id: row.selfNepKeyId,
      code_channel: row.channel,
      code_destination: row.destinationMasked,
      code_hash: row.codeHash,
      ip: row.ip,
      user_agent: row.userAgent,
    };
    const base = `подписи/${i + 1} ${side} ПЭП`;
    zip.file(`${base}.json`, `${JSON.stringify(evidence, null, 2)}\n`);
    zip.file(
      `${base}.txt`,
      [
        `Документ: «${document.title}» № ${document.number}`,
        `Подпись: простая электронная подпись (63-ФЗ ст. 9), ${side}`,
        `Подписант: ${row.signerName}`,
        `Дата и время: ${moscowDateTime(row.signedAt)} (МСК)`,
        `ГОСТ Р 34.11-2012 (256) подписанного файла: ${row.documentStreebog256}`,
        `SHA-256 подписанного файла: ${row.documentSha256}`,
        `Код отправлен: ${row.channel === 'EMAIL' ? 'на e-mail' : 'по SMS'} ${row.destinationMasked ?? ''}`,
        `Хеш кода (HMAC-SHA-256): ${row.codeHash ?? '—'}`,
        `IP-адрес: ${row.ip ?? '—'}`,
        `Браузер: ${row.userAgent ?? '—'}`,
        `Ключ ПЭП: ${row.selfNepKeyId ?? '—'}`,
        `Запись о подписании: ${row.id}`,
        '',
      ].join('\n'),
    );
  });
  const history = await getDocumentHistory(ctx, document.id);
  zip.file('история.txt', `${history.items.map((h) => `${moscowDateTime(new Date(h.at))} ${h.text}`).join('\n')}\n`);
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return { file: { name: `${safeName(document.title)} № ${document.number}.zip`, mimeType: 'application/zip' }, bytes };
}

export async function linkPayout(ctx: ActorContext, id: string, payoutId: string) {
  const customerId = companyIdOf(ctx);
  await changeOwnDocument(ctx, id, async (txCtx, doc) => {
    const payout = await findCompanyPayout(txCtx, customerId, payoutId);
    if (!payout) throw notFound('Выплата не найдена');
    if (payout.employeeId !== doc.employeeId) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'Выплата сделана другому исполнителю',
        fields: { payout_id: 'Выплата сделана другому исполнителю' },
      });
    }
    if (await insertLink(txCtx.db, { documentId: doc.id, payoutId, customerId, createdAt: txCtx.now() })) {
      await recordDocumentEvent(txCtx, doc, 'UPDATED', { text: `связан с выплатой № ${payout.number}` });
    }
  });
  return getDocument(ctx, id);
}

export async function unlinkPayout(ctx: ActorContext, id: string, payoutId: string) {
  companyIdOf(ctx);
  await changeOwnDocument(ctx, id, async (txCtx, doc) => {
    if (!isUuid(payoutId) || !(await deleteLink(txCtx.db, doc.id, payoutId)))
      throw notFound('Связь с выплатой не найдена');
    await recordDocumentEvent(txCtx, doc, 'UPDATED', { text: 'связь с выплатой удалена' });
  });
}
