/**
 * The power of attorney the platform drafts for a responsible person (pdfmake, bundled Roboto has
 * Cyrillic; set up as in agreements/agreement-pdf.ts). It is printed, signed by the company's head
 * (and stamped, if the company uses a stamp) and uploaded back as a scan: until then it gives no powers.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { formatSnils } from '@vyplaty/contracts';

const require = createRequire(import.meta.url);
// biome-ignore lint/suspicious/noExplicitAny: pdfmake's server build is untyped CommonJS
const pdfmake: any = require('pdfmake');
const robotoFonts = require('pdfmake/fonts/Roboto.js') as Record<string, Record<string, string>>;
const fontsDir = path.dirname(require.resolve('pdfmake/fonts/Roboto.js'));

pdfmake.setFonts(robotoFonts);
pdfmake.setLocalAccessPolicy((file: string) => path.resolve(file).startsWith(fontsDir));

export type TrustDocumentData = {
  number: string;
  /** YYYY-MM-DD. */
  issuedOn: string;
  validUntil: string;
  company: {
    name: string;
    inn: string;
    kpp: string | null;
    ogrn: string | null;
    address: string | null;
    headPosition: string | null;
    headName: string | null;
  };
  person: { fullName: string; jobTitle: string; inn: string; snils: string };
  powers: readonly string[];
};

/** The powers a generated power of attorney grants: those the platform's documents need. */
export const GENERATED_TRUST_DOCUMENT_POWERS: readonly string[] = Object.freeze([
  'подписывать от имени Доверителя договоры гражданско-правового характера с исполнителями, в том числе с самозанятыми и индивидуальными предпринимателями;',
  'подписывать от имени Доверителя акты выполненных работ (оказанных услуг), задания и иные документы к таким договорам;',
  'подписывать указанные документы собственноручно или электронной подписью на платформе «Выплаты и документы».',
]);

const ruDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export function renderTrustDocumentPdf(data: TrustDocumentData): Promise<Buffer> {
  const { company, person } = data;
  const requisites = [
    `ИНН ${company.inn}`,
    company.kpp ? `КПП ${company.kpp}` : null,
    company.ogrn ? `ОГРН ${company.ogrn}` : null,
  ].filter(Boolean);
  // Nominative case throughout ("от имени которого действует генеральный директор …"), so any
  // position typed by the company reads correctly without declension.
  const head = company.headName
    ? `от имени которого действует ${(company.headPosition ?? 'руководитель').toLowerCase()} ${company.headName} на основании Устава`
    : 'от имени которого действует единоличный исполнительный орган на основании Устава';
  const doc = pdfmake.createPdf({
    content: [
      { text: `ДОВЕРЕННОСТЬ № ${data.number}`, style: 'title', alignment: 'center' },
      {
        columns: [{ text: 'г. Москва' }, { text: `Дата выдачи: ${ruDate(data.issuedOn)}`, alignment: 'right' }],
        margin: [0, 0, 0, 12],
      },
      {
        text: [
          { text: company.name, bold: true },
          ` (${requisites.join(', ')}${company.address ? `, адрес: ${company.address}` : ''}; далее — Доверитель), ${head}, `,
          'настоящей доверенностью уполномочивает ',
          { text: person.fullName, bold: true },
          ` (${person.jobTitle}; ИНН ${person.inn}; СНИЛС ${formatSnils(person.snils)}) (далее — Представитель):`,
        ],
        alignment: 'justify',
        margin: [0, 0, 0, 8],
      },
      // pdfmake rewrites the nodes it is given in place: hand it copies, never the shared constant.
      { ul: data.powers.map((text) => ({ text })), margin: [0, 0, 0, 8] },
      {
        text: `Доверенность выдана без права передоверия и действует по ${ruDate(data.validUntil)} включительно.`,
        margin: [0, 0, 0, 24],
      },
      { text: 'Подпись Представителя ____________________ удостоверяю.', margin: [0, 0, 0, 24] },
      {
        columns: [
          { text: `${company.headPosition ?? 'Руководитель'}\n${company.name}`, width: '*' },
          {
            text: `____________________ / ${company.headName ?? '____________________'}\nМ. П. (при наличии)`,
            width: 'auto',
          },
        ],
      },
      {
        text:
          'Документ сформирован на платформе «Выплаты и документы». Полномочия возникают после подписания ' +
          'руководителем Доверителя; подписанную копию загрузите в карточку ответственного лица.',
        fontSize: 8,
        color: '#555555',
        margin: [0, 32, 0, 0],
      },
    ],
    styles: { title: { fontSize: 15, bold: true, margin: [0, 0, 0, 12] } },
    defaultStyle: { font: 'Roboto', fontSize: 11 },
    info: { title: `Доверенность № ${data.number}` },
  });
  return doc.getBuffer();
}
