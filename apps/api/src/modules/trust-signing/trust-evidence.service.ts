/**
 * user/representative/{id}/evidence?document_id=: the evidence PDF of a trust document's signature —
 * the head's КЭП made on the platform (sign_kep) or brought as the .sig of an МЧД (checked on upload):
 * both keep an evidence row (subject TRUST_DOCUMENT). The same renderer as documents, agreements and
 * payment orders (modules/signatures). Company only; another company's person or document → 404.
 */
import type { ActorContext } from '../../context.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { PDF_MIME_TYPE } from '../../lib/pdf.js';
import { findRepresentative, findRepresentativeDocuments } from '../representatives/index.js';
import { evidenceOfSubject, renderEvidencePdf } from '../signatures/index.js';

export const TRUST_DOCUMENT_NOT_SIGNED = 'Доверенность ещё не подписана КЭП';

const FORMAT_TEXT = { MCHD_XML: 'машиночитаемая доверенность (МЧД)', PDF: 'доверенность', GENERATED: 'доверенность' };

export async function trustDocumentEvidencePdf(
  ctx: ActorContext,
  input: { representativeId: string; documentId: string },
) {
  customerIdOf(ctx, 'Доверенности ответственных лиц видит компания');
  const person = await findRepresentative(ctx, input.representativeId);
  const document = (await findRepresentativeDocuments(ctx, person.id)).items.find((d) => d.id === input.documentId);
  if (!document) throw new AppError('NOT_FOUND', { message: 'Документ не найден' });
  const rows = await evidenceOfSubject(ctx, { type: 'TRUST_DOCUMENT', id: document.id });
  const last = rows.at(-1);
  if (!last) throw new AppError('CONFLICT', { message: TRUST_DOCUMENT_NOT_SIGNED });
  const name = [person.last_name, person.first_name, person.patronymic].filter(Boolean).join(' ');
  const title = `Доверенность${document.number ? ` № ${document.number}` : ''} на ${name}`;
  const pdf = await renderEvidencePdf({
    title,
    about: [
      `Вид: ${FORMAT_TEXT[document.format]}`,
      `Представитель: ${name}, ${person.job_title}`,
      ...(document.issued_on || document.valid_until
        ? [`Срок действия: ${document.issued_on ?? '—'} — ${document.valid_until ?? '—'}`]
        : []),
      ...document.powers.map((power) => `Полномочие: ${power.text}`),
    ],
    file: { name: document.file_name, sha256: last.documentSha256, streebog256: last.documentStreebog256 },
    signatures: rows.map((row) => ({ row, side: 'руководитель (доверитель)' })),
    history: [
      { at: new Date(document.created_at), text: `Доверенность загружена или подготовлена: ${document.file_name}` },
      ...rows.map((row) => ({ at: row.signedAt, text: `Подписано КЭП: ${row.signerName}` })),
    ],
    generatedAt: ctx.now(),
  });
  return { file: { name: `Доказательства подписания — ${title}.pdf`, mimeType: PDF_MIME_TYPE }, bytes: pdf };
}
