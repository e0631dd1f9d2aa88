import { DOCUMENT_STATUS_LABELS, type Document, type DocumentSignature } from '@vyplaty/contracts';
import { type RecordField, RecordSection } from '../../../components/data-table/record-section';
import { DocumentStatusChip } from '../../../components/document-status-chip';
import { formatDate, formatDateTime } from '../../../lib/format';
import { DOCUMENT_KIND_LABELS, signersText } from './document-labels';

const SIGNATURE_KIND_LABELS: Record<DocumentSignature['kind'], string> = {
  SELF_NEP: 'ПЭП',
  KEP: 'КЭП',
  UKEP_GOSKEY: 'УКЭП Госключ',
  UNEP_GOSKEY: 'УНЭП Госключ',
};

function documentFields(doc: Document, side: 'company' | 'contractor'): RecordField[] {
  return [
    { label: 'Статус', value: <DocumentStatusChip status={doc.status} /> },
    { label: 'Вид', value: `${DOCUMENT_KIND_LABELS[doc.kind]} · ${doc.subkind.name}` },
    { label: 'Дата документа', value: formatDate(doc.date) },
    side === 'company'
      ? {
          label: 'Исполнитель',
          value: doc.employee.inn ? `${doc.employee.fio}, ИНН ${doc.employee.inn}` : doc.employee.fio,
        }
      : { label: 'Компания', value: `${doc.company.name}, ИНН ${doc.company.inn}` },
    { label: 'Подписывают', value: signersText(doc) },
    { label: 'Создан', value: formatDateTime(doc.created_at) },
    ...(doc.signed_at ? [{ label: 'Подписан', value: formatDateTime(doc.signed_at) }] : []),
    ...(doc.payout_ids.length > 0 ? [{ label: 'Связан с выплатами', value: String(doc.payout_ids.length) }] : []),
  ];
}

/** The document's facts and, once given, each signature: who, how, when, over which bytes. */
export function DocumentRecord({ doc, side }: { doc: Document; side: 'company' | 'contractor' }) {
  return (
    <>
      <RecordSection title="Документ" fields={documentFields(doc, side)} />
      {doc.signatures.length > 0 && (
        <RecordSection
          title="Подписи"
          fields={doc.signatures.map((s) => ({
            label: s.party === 'COMPANY' ? 'Компания' : 'Исполнитель',
            value: `${s.signer_name}, ${SIGNATURE_KIND_LABELS[s.kind]}, ${formatDateTime(s.signed_at)}`,
          }))}
        />
      )}
    </>
  );
}

export const statusTitle = (doc: Document) => DOCUMENT_STATUS_LABELS[doc.status];
