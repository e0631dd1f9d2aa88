/**
 * The application to join the platform offer («Заявление о присоединении к оферте», ГК РФ ст. 428):
 * the offer's edition, the party's requisites and the date — the caller's own document that a КЭП
 * signs (offer/custom, offer/sign_kep). Rendered through lib/pdf.ts with its creation time fixed to the
 * application's Moscow day, so the same party asks for the same bytes all day long.
 */

import { moscowDate, moscowDayStart } from '../../lib/moscow-time.js';
import { renderPdf } from '../../lib/pdf.js';
import type { CustomerRow, EmployeeRow } from '../parties/index.js';
import type { OfferRow } from './offers.repo.js';

const fio = (p: { lastName: string | null; firstName: string | null; patronymic: string | null }) =>
  [p.lastName, p.firstName, p.patronymic].filter(Boolean).join(' ');

export type Accession = { title: string; party: string[]; paragraphs: string[]; date: string };

const ru = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export function accessionOf(
  offer: OfferRow,
  party: { customer: CustomerRow } | { employee: EmployeeRow },
  now: Date,
): Accession {
  const date = moscowDate(now);
  const lines =
    'customer' in party
      ? [
          party.customer.organisationName,
          [
            `ИНН ${party.customer.inn}`,
            party.customer.kpp ? `КПП ${party.customer.kpp}` : null,
            party.customer.ogrn ? `ОГРН ${party.customer.ogrn}` : null,
          ]
            .filter(Boolean)
            .join(', '),
          ...(fio(party.customer) ? [`Руководитель: ${fio(party.customer)}`] : []),
        ]
      : [fio(party.employee) || 'Исполнитель', ...(party.employee.inn ? [`ИНН ${party.employee.inn}`] : [])];
  const published = ru(moscowDate(offer.publishedAt));
  return {
    title: 'Заявление о присоединении к оферте',
    party: lines,
    paragraphs: [
      `Настоящим ${lines[0]} в соответствии со статьёй 428 Гражданского кодекса Российской Федерации полностью и ` +
        `безоговорочно присоединяется к оферте «${offer.title}» платформы «Выплаты и документы» в редакции ` +
        `${offer.version} от ${published}.`,
      'Подтверждаю, что ознакомлен(а) с текстом оферты, понимаю и принимаю все её условия.',
      'Заявление подписано квалифицированной электронной подписью и равнозначно документу на бумажном носителе, ' +
        'подписанному собственноручной подписью (63-ФЗ ст. 6).',
    ],
    date,
  };
}

export function renderAccessionPdf(offer: OfferRow, accession: Accession): Promise<Buffer> {
  return renderPdf(
    {
      content: [
        { text: accession.title, style: 'title' },
        { text: `к оферте «${offer.title}», редакция ${offer.version}`, margin: [0, 0, 0, 12] },
        { text: 'Заявитель:', bold: true },
        ...accession.party.map((line) => ({ text: line })),
        { text: '', margin: [0, 0, 0, 8] },
        ...accession.paragraphs.map((text) => ({ text, margin: [0, 0, 0, 8], alignment: 'justify' })),
        { text: `Дата: ${ru(accession.date)}`, margin: [0, 12, 0, 0] },
      ],
    },
    { title: accession.title, createdAt: moscowDayStart(accession.date) },
  );
}
