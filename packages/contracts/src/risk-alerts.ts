/**
 * Tax risks found for the company (issue 28): each with what to do about it. Found by jobs, told once in
 * the bell and push, listed on the company's risks page (/risks).
 */
import { z } from 'zod';
import { queryPageFields } from './pagination.js';

export const riskAlertKindSchema = z.enum(['RECEIPT_CANCELLED', 'NPD_LOST', 'PLATFORM_UNBOUND', 'INCOME_NEAR_CAP'], {
  error: 'Вид риска: RECEIPT_CANCELLED, NPD_LOST, PLATFORM_UNBOUND или INCOME_NEAR_CAP',
});
export type RiskAlertKind = z.infer<typeof riskAlertKindSchema>;

/** The yearly income cap of НПД (DOMAIN §2.1 N4) and the share of it that raises INCOME_NEAR_CAP. */
export const NPD_YEAR_CAP_KOPECKS = 240_000_000n;
export const INCOME_NEAR_CAP_PERCENT = 90n;
export const INCOME_NEAR_CAP_KOPECKS = (NPD_YEAR_CAP_KOPECKS * INCOME_NEAR_CAP_PERCENT) / 100n;

/** The page of the company's risks: the bell's notifications open it. */
export const RISKS_PAGE_PATH = '/risks';

export const RISK_ALERT_KIND_LABELS: Readonly<Record<RiskAlertKind, string>> = {
  RECEIPT_CANCELLED: 'Исполнитель аннулировал чек',
  NPD_LOST: 'Исполнитель утратил статус самозанятого',
  PLATFORM_UNBOUND: 'Исполнитель отключил платформу в «Мой налог»',
  INCOME_NEAR_CAP: 'Доход исполнителя близок к лимиту 2,4 млн ₽',
};

/** «Что делать» of each kind, as the risks page shows it. */
export const RISK_ALERT_WHAT_TO_DO: Readonly<Record<RiskAlertKind, string>> = {
  RECEIPT_CANCELLED:
    'Попросите исполнителя снова сформировать чек на эту выплату в «Мой налог». Без чека расход не подтверждён: ' +
    'компания считается налоговым агентом и должна удержать и уплатить НДФЛ 13 % и начислить страховые взносы ' +
    'с этой выплаты. Если чек не восстановить, обратитесь к бухгалтеру.',
  NPD_LOST:
    'Не платите исполнителю как самозанятому: выплата человеку без статуса НПД обязывает компанию уплатить ' +
    'НДФЛ 13 % и страховые взносы и грозит штрафом. Проверьте выплаты после даты снятия с учёта, уточните ' +
    'у исполнителя причину; дальше платите ему как физическому лицу по договору ГПХ.',
  PLATFORM_UNBOUND:
    'Выплаты исполнителю как самозанятому остановлены: без подключения платформа не может регистрировать чеки. ' +
    'Попросите исполнителя снова подключить платформу в «Мой налог» (раздел «Партнёры») с правами на чеки.',
  INCOME_NEAR_CAP:
    'Доход самозанятого за год не может превышать 2 400 000 ₽. Выплаты сверх лимита облагаются НДФЛ, а ' +
    'исполнитель теряет право на НПД. Согласуйте с исполнителем оставшиеся выплаты этого года или платите ему ' +
    'как физическому лицу по договору ГПХ.',
};

export const riskAlertStatusSchema = z.enum(['OPEN', 'RESOLVED'], {
  error: 'Состояние риска: OPEN или RESOLVED',
});
export type RiskAlertStatus = z.infer<typeof riskAlertStatusSchema>;

export const RISK_ALERT_STATUS_LABELS: Readonly<Record<RiskAlertStatus, string>> = {
  OPEN: 'Открыт',
  RESOLVED: 'Решён',
};

/** GET user/risk_alerts (query string): page, page_size, status (OPEN / RESOLVED), kind. */
export const riskAlertsQuerySchema = z.object({
  ...queryPageFields,
  status: riskAlertStatusSchema.optional(),
  kind: riskAlertKindSchema.optional(),
});
export type RiskAlertsQuery = z.output<typeof riskAlertsQuerySchema>;

/** One fact of the event as a person reads it: «Сумма чека» — «1 500,00 ₽». */
export const riskAlertFactSchema = z.object({ label: z.string(), value: z.string() });
export type RiskAlertFact = z.infer<typeof riskAlertFactSchema>;

export const riskAlertSchema = z.object({
  id: z.string(),
  kind: riskAlertKindSchema,
  /** RISK_ALERT_KIND_LABELS of the kind. */
  title: z.string(),
  /** RISK_ALERT_WHAT_TO_DO of the kind. */
  what_to_do: z.string(),
  status: riskAlertStatusSchema,
  employee_id: z.string(),
  /** The contractor's full name as the company knows it; null when not entered yet. */
  employee_name: z.string().nullable(),
  employee_inn: z.string().nullable(),
  /** The facts as found (amounts in kopecks as digit strings, times ISO). */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** The same facts in Russian, ready to show. */
  facts: z.array(riskAlertFactSchema),
  payout_id: z.string().nullable(),
  found_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type RiskAlert = z.infer<typeof riskAlertSchema>;

export const riskAlertsResponseSchema = z.object({
  items: z.array(riskAlertSchema),
  totalCount: z.number().int(),
  /** Open alerts of the company, whatever the filters: the menu's counter. */
  open_count: z.number().int(),
});
export type RiskAlertsResponse = z.infer<typeof riskAlertsResponseSchema>;
