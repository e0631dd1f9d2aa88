/**
 * The acceptance window in words (docs/decisions/tasks.md «Acceptance window»): the rule before the work is
 * handed over, and the date it is accepted by silence after — in Moscow time, as the API counts it.
 */
import { formatMoscowDateTime } from '../../../lib/format';

/** «1 дня», «2 дней», «15 дней»: after «в течение». */
export function daysGenitive(days: number): string {
  const tens = days % 100;
  return `${days} ${days % 10 === 1 && tens !== 11 ? 'дня' : 'дней'}`;
}

/** DD.MM.YYYY of an instant in Moscow. */
export const moscowDate = (iso: string) => formatMoscowDateTime(iso).slice(0, 10);

/** The contractor's page before the hand-over. */
export const contractorRuleText = (days: number) =>
  `Компания принимает работу в течение ${daysGenitive(days)} после сдачи; если не ответит — работа принимается автоматически`;

/** The company's page, above its contractors. */
export const companyRuleText = (days: number) =>
  `Сданную работу нужно принять или вернуть в течение ${daysGenitive(days)}; если не ответить — она принимается автоматически и оплачивается`;

/** A handed-over pair on the company's page. */
export const companyAcceptByText = (acceptBy: string) =>
  `Будет принята автоматически ${moscowDate(acceptBy)}, если не принять или не вернуть раньше`;

/** The contractor's handed-over work. */
export const contractorAcceptByText = (acceptBy: string) =>
  `Если компания не ответит, работа будет принята ${moscowDate(acceptBy)}`;
