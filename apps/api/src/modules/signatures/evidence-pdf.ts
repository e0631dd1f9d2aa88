/**
 * The evidence PDF of anything signed (issue 15: «signers, kinds, certificates, times, hashes,
 * history» for a court or an auditor), rendered through lib/pdf.ts (Roboto, Cyrillic). It knows the
 * evidence rows, not their owners: the owner (a document, an agreement, an offer, a trust document, a
 * payment order) passes its title, the file's name and hashes, the signatures with the side each
 * signed for, and its history lines. `signatureSheet` is the same signature blocks on their own, for a
 * signed copy that carries its sheet (agreements).
 */
import { moscowDateTime } from '../../lib/moscow-time.js';
import { renderPdf } from '../../lib/pdf.js';
import { type EvidenceRow, evidenceLines, KIND_SHORT } from './evidence-report.js';

export const EVIDENCE_PDF_NAME = 'Доказательства подписания.pdf';

export type EvidenceSignature = { row: EvidenceRow /** «компания», «исполнитель», «руководитель» … */; side?: string };

export type EvidencePdfInput = {
  /** What was signed, e.g. «Договор оказания услуг № 12». */
  title: string;
  /** Lines under the title: the parties, the number, the status. */
  about?: string[];
  file: { name: string; sha256: string; streebog256: string | null };
  signatures: EvidenceSignature[];
  history: { at: Date; text: string }[];
  generatedAt: Date;
};

const table = (rows: [string, string][]) => ({
  table: {
    widths: [150, '*'],
    body: rows.map(([label, value]) => [{ text: label, bold: true }, { text: value }]),
  },
  layout: 'lightHorizontalLines',
  fontSize: 8.5,
  margin: [0, 0, 0, 10],
});

const signatureTitle = (s: EvidenceSignature, i: number) =>
  `Подпись ${i + 1}${s.side ? ` — ${s.side}` : ''}: ${KIND_SHORT[s.row.kind]}, ${moscowDateTime(s.row.signedAt)} (МСК)`;

/** One block per signature: its heading and every line of its evidence. */
export function signatureBlocks(signatures: EvidenceSignature[]): unknown[] {
  return signatures.flatMap((s, i) => [
    { text: signatureTitle(s, i), bold: true, margin: [0, 6, 0, 4], unbreakable: true },
    table(evidenceLines(s.row)),
  ]);
}

/** The signature sheet appended to a signed copy: the signatures and the platform's wording. */
export function signatureSheet(documentName: string, signatures: EvidenceSignature[]): unknown[] {
  return [
    { text: 'Лист подписания', style: 'title', pageBreak: 'before' },
    {
      text: `Документ «${documentName}» подписан электронной подписью на платформе «Выплаты и документы».`,
      margin: [0, 0, 0, 12],
    },
    ...signatureBlocks(signatures),
  ];
}

export function renderEvidencePdf(input: EvidencePdfInput): Promise<Buffer> {
  const { file } = input;
  const content = [
    { text: 'Доказательства подписания', style: 'title' },
    { text: input.title, fontSize: 12, bold: true, margin: [0, 0, 0, 4] },
    ...(input.about ?? []).map((line) => ({ text: line })),
    { text: '', margin: [0, 0, 0, 6] },
    table([
      ['Подписанный файл', file.name],
      ['ГОСТ Р 34.11-2012 (256)', file.streebog256 ?? '—'],
      ['SHA-256', file.sha256],
      ['Подписей', String(input.signatures.length)],
      ['Сформировано', `${moscowDateTime(input.generatedAt)} (МСК)`],
    ]),
    {
      text:
        'Хеши подписанного файла в каждой подписи ниже должны совпадать с хешами файла выше: подпись ' +
        'относится именно к этим байтам. Открепленные подписи КЭП (.sig) проверяются любым средством ' +
        'проверки CAdES, например «Крипто АРМ» или сервисом Госуслуг.',
      fontSize: 8.5,
      color: '#444444',
      margin: [0, 0, 0, 8],
    },
    { text: 'Подписи', style: 'section' },
    ...(input.signatures.length > 0 ? signatureBlocks(input.signatures) : [{ text: 'Подписей нет' }]),
    { text: 'История', style: 'section' },
    ...(input.history.length > 0
      ? input.history.map((h) => ({ text: `${moscowDateTime(h.at)} — ${h.text}`, fontSize: 9 }))
      : [{ text: 'Событий нет' }]),
  ];
  return renderPdf(
    { content, styles: { section: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] } } },
    { title: `Доказательства подписания: ${input.title}`, createdAt: input.generatedAt },
  );
}
