/**
 * document/download: a zip a company or a contractor can hand to an auditor (docs/decisions/documents.md):
 *
 *   <title> № N.pdf                     the signed file, byte for byte
 *   Доказательства подписания.pdf       every signature (kind, signer, certificate, times, hashes) and
 *                                       the history, in one PDF (modules/signatures' renderer)
 *   подписи/1 <side> ПЭП.json / .txt    each signature's evidence record (who, when, code, hashes, IP, UA)
 *   подписи/2 <side> КЭП.sig            a КЭП: the detached CAdES-BES as received, with .json / .txt:
 *                                       the verification report (every step, the certificate, МЧД)
 *   приложения/<name>                   the other attachments
 *   история.txt                         the document's history
 *
 * document/{id}/evidence: the evidence PDF on its own. And document_link: tying the document to a
 * payout of the same company and contractor.
 */
import { DOCUMENT_STATUS_LABELS, type Document } from '@vyplaty/contracts';
import JSZip from 'jszip';
import type { ActorContext } from '../../context.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { moscowDateTime } from '../../lib/moscow-time.js';
import { PDF_MIME_TYPE } from '../../lib/pdf.js';
import { streebog256Hex } from '../../lib/streebog.js';
import { readOwnedFile } from '../files/index.js';
import { findCompanyPayout } from '../payouts/index.js';
import {
  EVIDENCE_PDF_NAME,
  type EvidenceRow,
  evidenceByIds,
  evidenceJson,
  evidenceLines,
  KIND_SHORT,
  renderEvidencePdf,
} from '../signatures/index.js';
import { changeOwnDocument } from './document-changes.js';
import { releasePayoutsOfSignedAct } from './document-payout-release.js';
import { companyIdOf, DOCUMENT_NOT_FOUND } from './document-rules.js';
import { deleteLink, insertLink, selectAttachments } from './documents.repo.js';
import { recordDocumentEvent } from './documents-create.service.js';
import { getDocument, getDocumentHistory } from './documents-read.service.js';

const safeName = (name: string) => name.replace(/[\\/\p{Cc}:*?"<>|]/gu, '_');
/** The zip's name: «<title> № N.zip» (also what a letter with it calls the file). */
export const archiveFileName = (document: Pick<Document, 'title' | 'number'>) =>
  `${safeName(document.title)} № ${document.number}.zip`;
const sideOf = (party: Document['signatures'][number]['party']) => (party === 'COMPANY' ? 'компания' : 'исполнитель');

/** The document, its files' bytes, its evidence rows in the document's order and its history. */
async function documentEvidence(ctx: ActorContext, id: string) {
  const document = await getDocument(ctx, id);
  const attachments = await selectAttachments(ctx.db, [document.id]);
  const files = [];
  for (const a of attachments) {
    const { bytes } = await readOwnedFile(ctx, a.fileId, { customerId: document.company.id }, DOCUMENT_NOT_FOUND);
    files.push({ attachment: a, bytes });
  }
  const rows = await evidenceByIds(
    ctx,
    document.signatures.map((s) => s.id),
  );
  const signatures = document.signatures.map((s) => ({ row: rows.find((r) => r.id === s.id)!, side: sideOf(s.party) }));
  const history = (await getDocumentHistory(ctx, document.id)).items.map((h) => ({ at: new Date(h.at), text: h.text }));
  return { document, files, signatures, history };
}

type DocumentEvidence = Awaited<ReturnType<typeof documentEvidence>>;

function evidencePdf(ctx: ActorContext, { document, files, signatures, history }: DocumentEvidence) {
  const main = files.find((f) => f.attachment.main);
  return renderEvidencePdf({
    title: `${document.title} № ${document.number}`,
    about: [
      `Компания: ${document.company.name}, ИНН ${document.company.inn}`,
      `Исполнитель: ${document.employee.fio}${document.employee.inn ? `, ИНН ${document.employee.inn}` : ''}`,
      `Статус: ${DOCUMENT_STATUS_LABELS[document.status]}`,
    ],
    file: main
      ? { name: main.attachment.name, sha256: sha256(main.bytes), streebog256: streebog256Hex(main.bytes) }
      : { name: '—', sha256: '—', streebog256: null },
    signatures,
    history,
    generatedAt: ctx.now(),
  });
}

const reportText = (title: string, side: string, row: EvidenceRow) =>
  [
    `Документ: ${title}`,
    `Сторона: ${side}`,
    ...evidenceLines(row).map(([label, value]) => `${label}: ${value}`),
    '',
  ].join('\n');

/**
 * Writes the document's archive (the layout above) into `zip` — a new zip, or a folder of a bigger one
 * (`zip.folder(name)`: a bundle's archive puts each document in a folder of its own). Answers the document.
 */
export async function fillDocumentArchive(ctx: ActorContext, id: string, zip: JSZip): Promise<Document> {
  const evidence = await documentEvidence(ctx, id);
  const { document, files, signatures, history } = evidence;
  for (const { attachment: a, bytes } of files) {
    zip.file(a.main ? safeName(a.name) : `приложения/${safeName(a.name)}`, bytes, { date: a.createdAt });
  }
  zip.file(EVIDENCE_PDF_NAME, await evidencePdf(ctx, evidence));
  const title = `«${document.title}» № ${document.number}`;
  signatures.forEach(({ row, side }, i) => {
    const base = `подписи/${i + 1} ${side} ${KIND_SHORT[row.kind]}`;
    if (row.signatureCms) zip.file(`${base}.sig`, Buffer.from(row.signatureCms, 'base64'));
    const party = document.signatures[i]!.party;
    zip.file(`${base}.json`, `${JSON.stringify({ party, ...evidenceJson(row) }, null, 2)}\n`);
    zip.file(`${base}.txt`, reportText(title, side, row));
  });
  zip.file('история.txt', `${history.map((h) => `${moscowDateTime(h.at)} ${h.text}`).join('\n')}\n`);
  return document;
}

export async function downloadDocument(ctx: ActorContext, id: string) {
  const zip = new JSZip();
  const document = await fillDocumentArchive(ctx, id, zip);
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return { file: { name: archiveFileName(document), mimeType: 'application/zip' }, bytes };
}

/** document/{id}/evidence: the evidence PDF alone (the same one the zip carries). */
export async function documentEvidencePdf(ctx: ActorContext, id: string) {
  const evidence = await documentEvidence(ctx, id);
  const { document } = evidence;
  return {
    file: {
      name: `Доказательства подписания ${safeName(document.title)} № ${document.number}.pdf`,
      mimeType: PDF_MIME_TYPE,
    },
    bytes: await evidencePdf(ctx, evidence),
  };
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
      // N7: an act already signed by both sides, linked now, releases the payout if it waits for one.
      await releasePayoutsOfSignedAct(txCtx, doc, [payoutId]);
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
