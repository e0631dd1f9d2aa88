import type { Document, DocumentKind } from '@vyplaty/contracts';

export const DOCUMENT_KIND_LABELS: Readonly<Record<DocumentKind, string>> = { ACT: 'Акт', CONTRACT: 'Договор' };

/** «Договор № 12 от 24.11.2026» style title of a document: its own title and number. */
export const documentTitle = (doc: Pick<Document, 'title' | 'number'>) => `${doc.title} № ${doc.number}`;

const SIGNER_WORDS: Record<Document['signers'], string> = {
  BOTH: 'Компания и исполнитель',
  COMPANY: 'Только компания',
  CONTRACTOR: 'Только исполнитель',
};
const ORDER_WORDS: Record<Document['sign_order'], string> = {
  COMPANY_FIRST: 'сначала компания, затем исполнитель',
  CONTRACTOR_FIRST: 'сначала исполнитель, затем компания',
  ANY: 'в любом порядке',
};

/** Who signs and in which order, in words. */
export const signersText = (doc: Pick<Document, 'signers' | 'sign_order'>) =>
  doc.signers === 'BOTH' ? `${SIGNER_WORDS.BOTH}: ${ORDER_WORDS[doc.sign_order]}` : SIGNER_WORDS[doc.signers];
