import type { Document, FieldValue } from '@vyplaty/contracts';
import { useState } from 'react';
import type { ContractorOption } from '../../../components/contractor-picker/contractor-picker';
import { errorMessage } from '../../../lib/http';
import { createDocument, generateAttachments, getDocument, sendDocument } from '../api/document-calls';

/** One contractor's line of a batch: their document once made, or the Russian reason it was not. */
export type BatchRow = { contractor: ContractorOption; doc: Document | null; error: string | null; sent: boolean };

export type BatchStage = 'idle' | 'creating' | 'generating' | 'ready' | 'sending' | 'sent';

/**
 * The same template for many contractors: drafts made one by one (a refusal stays on its row), their
 * PDFs then generated as one batch job whose progress the page follows, then all sent for signing.
 */
export function useDocumentBatch() {
  const [rows, setRows] = useState<BatchRow[]>([]);
  const [stage, setStage] = useState<BatchStage>('idle');
  const [batchId, setBatchId] = useState<string | null>(null);

  const create = async (
    input: { templateId: string; title?: string; fields: Record<string, FieldValue> },
    contractors: ContractorOption[],
  ) => {
    setStage('creating');
    const made: BatchRow[] = [];
    for (const contractor of contractors) {
      try {
        const doc = await createDocument({
          template_id: input.templateId,
          employee_id: contractor.id,
          ...(input.title ? { title: input.title } : {}),
          fields: input.fields,
        });
        made.push({ contractor, doc, error: null, sent: false });
      } catch (err) {
        made.push({ contractor, doc: null, error: errorMessage(err, 'Не удалось создать документ'), sent: false });
      }
      setRows([...made]);
    }
    const ids = made.flatMap((r) => (r.doc ? [r.doc.id] : []));
    if (ids.length === 0) {
      setStage('idle');
      return;
    }
    setStage('generating');
    try {
      const answer = await generateAttachments(ids);
      if (answer.batch_id) setBatchId(answer.batch_id);
      else setStage('ready');
    } catch (err) {
      const reason = errorMessage(err, 'Не удалось сформировать файлы');
      setRows(made.map((r) => (r.doc ? { ...r, error: reason } : r)));
      setStage('ready');
    }
  };

  /** The batch finished: each document read again, so a failed PDF shows its reason on its row. */
  const settle = async () => {
    const next = await Promise.all(
      rows.map(async (r) => {
        if (!r.doc) return r;
        const doc = await getDocument('company', r.doc.id).catch(() => r.doc!);
        return { ...r, doc, error: doc.status === 'ERROR' ? (doc.reason ?? 'Не удалось сформировать файл') : r.error };
      }),
    );
    setRows(next);
    setStage('ready');
  };

  const sendAll = async () => {
    setStage('sending');
    const next: BatchRow[] = [];
    for (const r of rows) {
      if (r.doc?.status !== 'DRAFT') {
        next.push(r);
        continue;
      }
      try {
        next.push({ ...r, doc: await sendDocument(r.doc.id), sent: true, error: null });
      } catch (err) {
        next.push({ ...r, error: errorMessage(err, 'Не удалось отправить документ') });
      }
      setRows([...next, ...rows.slice(next.length)]);
    }
    setRows(next);
    setStage('sent');
  };

  const reset = () => {
    setRows([]);
    setBatchId(null);
    setStage('idle');
  };

  return { rows, stage, batchId, create, settle, sendAll, reset };
}
