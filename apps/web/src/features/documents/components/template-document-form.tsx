import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Document } from '@vyplaty/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ContractorOption, ContractorPicker } from '../../../components/contractor-picker/contractor-picker';
import { Loader } from '../../../components/loader';
import { QueryRetryPanel } from '../../../components/retry-panel';
import { formatDate, formatMoney } from '../../../lib/format';
import { errorMessage, getFieldErrors } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { createDocument } from '../api/document-calls';
import { useContractorPayouts, useDocumentChanged, useTemplates } from '../api/document-queries';
import { TemplateFields } from './template-fields';
import { type FieldInputs, fieldValuesOf, initialInputs, inputErrors } from './template-values';

/** Which payout the act justifies: optional; its amount and service fill the fields left empty. */
function PayoutSelect({
  employeeId,
  value,
  onChange,
}: {
  employeeId: string | null;
  value: string;
  onChange: (id: string) => void;
}) {
  const payouts = useContractorPayouts(employeeId);
  const listed = payouts.data ?? [];
  // A payout chosen before the list has come (the payout drawer's «Оформить акт») or older than its newest 50.
  const isUnlisted = value !== '' && !listed.some((p) => p.id === value);
  return (
    <TextField
      select
      fullWidth
      label="Связать с выплатой (необязательно)"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={!employeeId}
      helperText={employeeId ? ' ' : 'Сначала выберите исполнителя'}
    >
      <MenuItem value="">Без выплаты</MenuItem>
      {isUnlisted && <MenuItem value={value}>{payouts.isPending ? 'Загрузка выплат…' : 'Выбранная выплата'}</MenuItem>}
      {listed.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          № {p.number} от {formatDate(p.created_at)} — {formatMoney(p.amount)}, {p.service_name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * `?payout=&employee=&employee_name=` (the payout drawer's «Оформить акт», N7): an act for that payout —
 * the contractor and the payout chosen, the act template picked once the templates are loaded.
 */
function usePayoutPrefill(): { payoutId: string; contractor: ContractorOption } | null {
  const [params] = useSearchParams();
  const payoutId = params.get('payout');
  const employeeId = params.get('employee');
  if (!payoutId || !employeeId) return null;
  return { payoutId, contractor: { id: employeeId, name: params.get('employee_name') || 'Исполнитель' } };
}

/** One document from a template for one contractor: the PDF is made at once and the drawer opens. */
export function TemplateDocumentForm({ onOpen }: { onOpen: (doc: Document) => void }) {
  const templates = useTemplates();
  const changed = useDocumentChanged('company');
  const prefill = usePayoutPrefill();
  const [contractor, setContractor] = useState<ContractorOption | null>(prefill?.contractor ?? null);
  const [templateId, setTemplateId] = useState('');
  const [title, setTitle] = useState('');
  const [payoutId, setPayoutId] = useState(prefill?.payoutId ?? '');
  const [inputs, setInputs] = useState<FieldInputs>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const [wantsAct, setWantsAct] = useState(prefill !== null);
  const actTemplate = templates.data?.find((t) => t.kind === 'ACT');
  useEffect(() => {
    if (!wantsAct || !actTemplate) return;
    setTemplateId(actTemplate.id);
    setInputs(initialInputs(actTemplate.fields));
    setWantsAct(false);
  }, [wantsAct, actTemplate]);
  const template = templates.data?.find((t) => t.id === templateId);

  if (templates.isPending) return <Loader />;
  if (templates.isError) {
    return <QueryRetryPanel query={templates} failureText="Не удалось загрузить шаблоны" />;
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = template
      ? inputErrors(template.fields, inputs, { hasPayout: !!payoutId })
      : {};
    if (!contractor) missing.employee_id = 'Выберите исполнителя';
    if (!template) missing.template_id = 'Выберите шаблон';
    setErrors(missing);
    if (!contractor || !template || Object.keys(missing).length > 0) return;
    setIsSaving(true);
    try {
      const doc = await createDocument({
        template_id: template.id,
        employee_id: contractor.id,
        ...(payoutId ? { payout_id: payoutId } : {}),
        ...(title.trim() ? { title: title.trim() } : {}),
        fields: fieldValuesOf(template.fields, inputs),
      });
      notify.success('Документ создан');
      changed(doc);
      onOpen(doc);
      setInputs(initialInputs(template.fields));
      setPayoutId('');
      setTitle('');
    } catch (err) {
      const fields = getFieldErrors(err);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notify.error(errorMessage(err, 'Не удалось создать документ'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void handleSubmit(e)}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack sx={{ flex: 1 }}>
          <ContractorPicker value={contractor} onChange={setContractor} error={errors.employee_id} />
        </Stack>
        <TextField
          select
          label="Шаблон"
          value={templateId}
          onChange={(e) => {
            const next = templates.data.find((t) => t.id === e.target.value);
            setTemplateId(e.target.value);
            setInputs(next ? initialInputs(next.fields) : {});
          }}
          error={Boolean(errors.template_id)}
          helperText={errors.template_id}
          sx={{ flex: 1 }}
        >
          {templates.data.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {template && (
        <>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField
              fullWidth
              label="Название документа"
              placeholder={template.name}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={Boolean(errors.title)}
              helperText={errors.title ?? 'Если не указать — по названию шаблона'}
            />
            <PayoutSelect employeeId={contractor?.id ?? null} value={payoutId} onChange={setPayoutId} />
          </Stack>
          <TemplateFields
            fields={template.fields}
            inputs={inputs}
            onChange={setInputs}
            errors={errors}
            payout={payoutId ? 'CHOSEN' : 'NOT_CHOSEN'}
          />
        </>
      )}
      <Button type="submit" variant="contained" loading={isSaving} sx={{ alignSelf: 'flex-start' }}>
        Создать документ
      </Button>
    </Stack>
  );
}
