/**
 * How a risk alert reads: the list item (the kind's label and «Что делать» from the contract, the facts in
 * Russian) and the bell's notification of a new one.
 */
import {
  contractorLabel,
  formatKopecks,
  RISK_ALERT_KIND_LABELS,
  RISK_ALERT_WHAT_TO_DO,
  type RiskAlert,
  type RiskAlertFact,
  type RiskAlertKind,
  ruDay,
  shortPersonName,
} from '@vyplaty/contracts';
import { moscowDate } from '../../lib/moscow-time.js';
import type { RiskAlertListRow } from './risk-alerts.repo.js';

export type RiskDetails = Record<string, string | number | boolean | null>;

const day = (iso: unknown) => (typeof iso === 'string' && iso ? ruDay(moscowDate(new Date(iso))) : 'не указана');
const money = (kopecks: unknown) =>
  typeof kopecks === 'string' && /^-?\d+$/.test(kopecks) ? formatKopecks(kopecks) : '—';

/** The facts of the event as the risks page shows them. */
export function factsOf(kind: RiskAlertKind, d: RiskDetails): RiskAlertFact[] {
  switch (kind) {
    case 'RECEIPT_CANCELLED':
      return [
        { label: 'Чек', value: `№${d.receipt_id ?? '—'}` },
        { label: 'Сумма чека', value: money(d.total_kopecks) },
        { label: 'Дата выплаты', value: day(d.operation_time) },
        { label: 'Аннулирован', value: day(d.cancelled_at) },
      ];
    case 'NPD_LOST':
      return [
        { label: 'Снят с учёта как самозанятый', value: day(d.unregistered_at) },
        ...(typeof d.reason === 'string' && d.reason ? [{ label: 'Причина', value: d.reason }] : []),
      ];
    case 'PLATFORM_UNBOUND':
      return [{ label: 'Платформа отключена', value: day(d.unbound_at) }];
    case 'INCOME_NEAR_CAP':
      return [
        { label: 'Год', value: String(d.year ?? '—') },
        { label: 'Доход за год', value: money(d.income_kopecks) },
        { label: 'Лимит', value: money(d.cap_kopecks) },
      ];
  }
}

export const fullName = (row: Pick<RiskAlertListRow, 'lastName' | 'firstName' | 'patronymic'>) =>
  [row.lastName, row.firstName, row.patronymic].filter((p) => p?.trim()).join(' ') || null;

export function toRiskAlert(row: RiskAlertListRow): RiskAlert {
  const details = row.details as RiskDetails;
  return {
    id: row.id,
    kind: row.kind,
    title: RISK_ALERT_KIND_LABELS[row.kind],
    what_to_do: RISK_ALERT_WHAT_TO_DO[row.kind],
    status: row.resolvedAt ? 'RESOLVED' : 'OPEN',
    employee_id: row.employeeId,
    employee_name: fullName(row),
    employee_inn: row.inn,
    details,
    facts: factsOf(row.kind, details),
    payout_id: row.payoutId,
    found_at: row.foundAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

/** The bell's title and body of a new alert; the contractor is named by surname and initials (SPEC §2). */
export function notificationOf(
  kind: RiskAlertKind,
  d: RiskDetails,
  person: { lastName: string | null; firstName: string | null; patronymic: string | null } | undefined,
) {
  const who = contractorLabel(shortPersonName(person?.lastName, person?.firstName, person?.patronymic));
  const bodies: Record<RiskAlertKind, string> = {
    RECEIPT_CANCELLED: `${who} аннулировал чек №${d.receipt_id} на ${money(d.total_kopecks)}. Без чека компания считается налоговым агентом: попросите исполнителя сформировать чек заново.`,
    NPD_LOST: `${who} больше не самозанятый (снят с учёта: ${day(d.unregistered_at)}). Не платите ему как самозанятому.`,
    PLATFORM_UNBOUND: `${who} отключил платформу в «Мой налог». Выплаты ему как самозанятому невозможны, пока он не подключит её снова.`,
    INCOME_NEAR_CAP: `${who}: доход за ${d.year} год — ${money(d.income_kopecks)}, больше 90 % годового лимита самозанятого 2 400 000 ₽.`,
  };
  return { title: `Налоговый риск: ${RISK_ALERT_KIND_LABELS[kind].toLowerCase()}`, body: bodies[kind] };
}
