/**
 * The platform's templates of acts and contracts (docs/decisions/documents.md): reference data, ensured
 * on every start (upsert by fixed id), so a corrected text is released by editing this file and bumping
 * its version. Documents keep the field values they were made with; their PDF is stored, so a new
 * version changes only documents made after it.
 *
 * `{{key}}` in a block is the field's value as printed (money «15 000,00 ₽», dates ДД.ММ.ГГГГ, yes/no).
 */
import type { TemplateField } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { documentTemplates, type TemplateBlock } from '../schema/index.js';

export const ACT_OF_SERVICES_TEMPLATE_ID = '7a2e0c11-4d3b-4f6a-9c01-000000000001';
export const SERVICES_CONTRACT_TEMPLATE_ID = '7a2e0c11-4d3b-4f6a-9c01-000000000002';
/** Kinds of the type tree (migration 0002). */
const ACT_OF_SERVICES_KIND = '6f1c2d0e-0a1b-4c3d-8e01-000000000102';
const SERVICES_CONTRACT_KIND = '6f1c2d0e-0a1b-4c3d-8e01-000000000201';

const partyFields: TemplateField[] = [
  { key: 'company_name', label: 'Заказчик', type: 'STRING', required: true, source: 'company.name' },
  { key: 'company_inn', label: 'ИНН заказчика', type: 'STRING', required: true, source: 'company.inn' },
  { key: 'company_kpp', label: 'КПП заказчика', type: 'STRING', required: false, source: 'company.kpp' },
  { key: 'company_ogrn', label: 'ОГРН заказчика', type: 'STRING', required: false, source: 'company.ogrn' },
  { key: 'company_address', label: 'Адрес заказчика', type: 'STRING', required: false, source: 'company.address' },
  { key: 'company_signer', label: 'Подписант заказчика', type: 'STRING', required: false, source: 'company.signer' },
  {
    key: 'company_signer_position',
    label: 'Должность подписанта',
    type: 'STRING',
    required: false,
    source: 'company.signer_position',
    default: 'Генеральный директор',
  },
  { key: 'contractor_fio', label: 'Исполнитель', type: 'STRING', required: true, source: 'contractor.fio' },
  { key: 'contractor_inn', label: 'ИНН исполнителя', type: 'STRING', required: false, source: 'contractor.inn' },
  {
    key: 'contractor_phone',
    label: 'Телефон исполнителя',
    type: 'STRING',
    required: false,
    source: 'contractor.phone',
  },
  {
    key: 'contractor_address',
    label: 'Адрес регистрации исполнителя',
    type: 'STRING',
    required: false,
    source: 'contractor.address',
  },
  {
    key: 'contractor_status',
    label: 'Статус исполнителя',
    type: 'STRING',
    required: true,
    source: 'contractor.tax_status',
  },
  { key: 'number', label: 'Номер документа', type: 'INTEGER', required: true, source: 'document.number' },
  { key: 'date', label: 'Дата документа', type: 'STRING', format: 'date', required: true, source: 'document.date' },
  { key: 'city', label: 'Место составления', type: 'STRING', required: true, default: 'г. Москва' },
];

const contractFields: TemplateField[] = [
  ...partyFields,
  {
    key: 'services',
    label: 'Услуги (предмет договора)',
    type: 'STRING',
    format: 'text',
    required: true,
    source: 'payout.service_name',
  },
  { key: 'price', label: 'Цена услуг', type: 'STRING', format: 'money', required: true, source: 'payout.amount' },
  { key: 'start_date', label: 'Начало оказания услуг', type: 'STRING', format: 'date', required: true },
  { key: 'end_date', label: 'Окончание оказания услуг', type: 'STRING', format: 'date', required: true },
  { key: 'payment_days', label: 'Срок оплаты, рабочих дней', type: 'INTEGER', required: true, default: 5 },
];

const contractBody: TemplateBlock[] = [
  { type: 'title', text: 'Договор возмездного оказания услуг № {{number}}' },
  { type: 'subtitle', text: '{{city}}, {{date}}' },
  {
    type: 'paragraph',
    text: '{{company_name}} (ИНН {{company_inn}}), именуемое в дальнейшем «Заказчик», в лице {{company_signer_position}} {{company_signer}}, с одной стороны, и {{contractor_fio}} (ИНН {{contractor_inn}}), {{contractor_status}}, именуемый(ая) в дальнейшем «Исполнитель», с другой стороны, вместе именуемые «Стороны», заключили настоящий договор о нижеследующем.',
  },
  { type: 'heading', text: '1. Предмет договора' },
  {
    type: 'clause',
    text: '1.1. Исполнитель обязуется по заданию Заказчика оказать услуги: {{services}}, а Заказчик обязуется оплатить эти услуги.',
  },
  { type: 'clause', text: '1.2. Срок оказания услуг: с {{start_date}} по {{end_date}}.' },
  {
    type: 'clause',
    text: '1.3. Исполнитель оказывает услуги лично, своими силами и средствами. Договор не является трудовым: Исполнитель не подчиняется правилам внутреннего трудового распорядка Заказчика.',
  },
  { type: 'heading', text: '2. Цена и порядок оплаты' },
  { type: 'clause', text: '2.1. Цена услуг составляет {{price}}.' },
  {
    type: 'clause',
    text: '2.2. Заказчик оплачивает услуги в течение {{payment_days}} рабочих дней после подписания Сторонами акта об оказанных услугах, перечислением на счёт Исполнителя через платформу «Выплаты и документы».',
  },
  {
    type: 'clause',
    text: '2.3. Если Исполнитель применяет специальный налоговый режим «Налог на профессиональный доход», он формирует и передаёт Заказчику чек в соответствии с Федеральным законом от 27.11.2018 № 422-ФЗ. В остальных случаях Заказчик как налоговый агент удерживает налог на доходы физических лиц.',
  },
  { type: 'heading', text: '3. Сдача и приёмка услуг' },
  {
    type: 'clause',
    text: '3.1. По окончании оказания услуг Стороны подписывают акт об оказанных услугах. Заказчик в течение 5 рабочих дней подписывает акт или направляет мотивированный отказ.',
  },
  { type: 'heading', text: '4. Ответственность и прочие условия' },
  {
    type: 'clause',
    text: '4.1. За неисполнение или ненадлежащее исполнение обязательств Стороны отвечают по законодательству Российской Федерации.',
  },
  {
    type: 'clause',
    text: '4.2. Договор вступает в силу с момента подписания обеими Сторонами и действует до полного исполнения обязательств.',
  },
  {
    type: 'clause',
    text: '4.3. Стороны признают документы, подписанные простой или квалифицированной электронной подписью на платформе «Выплаты и документы», равнозначными документам на бумаге, подписанным собственноручно (ст. 6 Федерального закона от 06.04.2011 № 63-ФЗ).',
  },
  {
    type: 'clause',
    text: '4.4. Споры Стороны решают переговорами, а при недостижении согласия — в суде по месту нахождения Заказчика.',
  },
  { type: 'heading', text: '5. Реквизиты и подписи Сторон' },
  { type: 'requisites' },
  { type: 'signatures' },
];

const actFields: TemplateField[] = [
  ...partyFields,
  { key: 'contract_number', label: 'Номер договора', type: 'STRING', required: false },
  { key: 'contract_date', label: 'Дата договора', type: 'STRING', format: 'date', required: false },
  { key: 'period_from', label: 'Период: с', type: 'STRING', format: 'date', required: true },
  { key: 'period_to', label: 'Период: по', type: 'STRING', format: 'date', required: true },
  { key: 'services', label: 'Оказанные услуги', type: 'ARRAY', required: true, source: 'payout.service_name' },
  { key: 'price', label: 'Стоимость услуг', type: 'STRING', format: 'money', required: true, source: 'payout.amount' },
  { key: 'no_claims', label: 'Претензий нет', type: 'BOOLEAN', required: true, default: true },
];

const actBody: TemplateBlock[] = [
  { type: 'title', text: 'Акт об оказанных услугах № {{number}}' },
  { type: 'subtitle', text: '{{city}}, {{date}}' },
  {
    type: 'paragraph',
    text: '{{company_name}} (ИНН {{company_inn}}), именуемое в дальнейшем «Заказчик», в лице {{company_signer_position}} {{company_signer}}, и {{contractor_fio}} (ИНН {{contractor_inn}}), {{contractor_status}}, именуемый(ая) в дальнейшем «Исполнитель», составили настоящий акт по договору № {{contract_number}} от {{contract_date}} о нижеследующем.',
  },
  {
    type: 'clause',
    text: '1. В период с {{period_from}} по {{period_to}} Исполнитель оказал Заказчику следующие услуги:',
  },
  { type: 'list', field: 'services' },
  { type: 'clause', text: '2. Стоимость оказанных услуг составляет {{price}}.' },
  {
    type: 'clause',
    text: '3. Услуги оказаны полностью и в срок. Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет: {{no_claims}}.',
  },
  {
    type: 'clause',
    text: '4. Акт составлен в электронной форме и подписан электронными подписями Сторон на платформе «Выплаты и документы».',
  },
  { type: 'heading', text: 'Реквизиты и подписи Сторон' },
  { type: 'requisites' },
  { type: 'signatures' },
];

export const PLATFORM_TEMPLATES = [
  {
    id: SERVICES_CONTRACT_TEMPLATE_ID,
    kind: 'CONTRACT' as const,
    subkindId: SERVICES_CONTRACT_KIND,
    name: 'Договор возмездного оказания услуг (ГПХ)',
    version: '2026-1',
    fields: contractFields,
    body: contractBody,
    signers: 'BOTH' as const,
    signOrder: 'COMPANY_FIRST' as const,
    sortOrder: 1,
  },
  {
    id: ACT_OF_SERVICES_TEMPLATE_ID,
    kind: 'ACT' as const,
    subkindId: ACT_OF_SERVICES_KIND,
    name: 'Акт об оказанных услугах',
    version: '2026-1',
    fields: actFields,
    body: actBody,
    signers: 'BOTH' as const,
    signOrder: 'COMPANY_FIRST' as const,
    sortOrder: 2,
  },
];

export async function ensureDocumentTemplates(db: Db): Promise<void> {
  await db
    .insert(documentTemplates)
    .values(PLATFORM_TEMPLATES)
    .onConflictDoUpdate({
      target: documentTemplates.id,
      set: {
        name: sql`excluded.name`,
        version: sql`excluded.version`,
        fields: sql`excluded.fields`,
        body: sql`excluded.body`,
        signers: sql`excluded.signers`,
        signOrder: sql`excluded.sign_order`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
