import Chip from '@mui/material/Chip';
import { formatMoscowDateTime } from '../../../lib/format';
import { countText, type PluralForms } from '../../../lib/plural';

export const DOCUMENTS: PluralForms = ['документ', 'документа', 'документов'];
export const EXPIRED_TEXT = 'Срок подписания истёк';

/** The envelope's page: under the contractor's documents, so the «Документы» tab stays chosen. */
export const envelopePath = (id: string) => `/employee/documents/bundle/${encodeURIComponent(id)}`;
export const documentPath = (id: string) => `/employee/documents/${encodeURIComponent(id)}`;

export const awaitingText = (awaiting: number) =>
  awaiting === 0 ? 'Всё подписано' : `Ждут вашей подписи: ${countText(awaiting, DOCUMENTS)}`;

export const signedOfText = (signed: number, total: number) => `Подписано ${signed} из ${total}`;

/** «Подписать до 05.03.2026 12:00 МСК»: the company's signing term, in Moscow time as the company set it. */
export const termText = (expiresAt: string) => `Подписать до ${formatMoscowDateTime(expiresAt)} МСК`;

export function ExpiredChip() {
  return <Chip size="small" color="warning" label={EXPIRED_TEXT} />;
}
