/** How a registry, its rows and its events are answered (contracts/mass-payouts.ts). */
import {
  kopecksToRubles,
  type MassPayout,
  type MassPayoutHistoryResponse,
  type MassPayoutRow,
  type PayoutStatus,
} from '@vyplaty/contracts';
import { moscowDate } from '../../lib/moscow-time.js';
import type { MassPayoutRowRecord } from './mass-payout-rows.repo.js';
import type { MassPayoutEventRecord, MassPayoutRecord } from './mass-payouts.repo.js';

export function toMassPayout(row: MassPayoutRecord): MassPayout {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    error_mode: row.errorMode,
    // A registry of accepted work keeps an .xlsx of the portal's template as its file.
    file: { name: row.fileName, size: row.fileSize, kind: row.fileKind === 'TASKS' ? 'EXCEL' : row.fileKind },
    import: {
      status: row.importStatus,
      phase: row.importPhase,
      error: row.importError,
      rows_total: row.rowsTotal,
      rows_done: row.rowsDone,
    },
    rows: { valid: row.rowsValid, invalid: row.rowsInvalid, duplicate: row.rowsDuplicate },
    totals: {
      gross: kopecksToRubles(row.grossKopecks),
      ndfl: kopecksToRubles(row.ndflKopecks),
      net: kopecksToRubles(row.netKopecks),
    },
    payment:
      row.payPhase === null || row.payStartedAt === null
        ? null
        : {
            phase: row.payPhase,
            channel: row.payChannel,
            rows_total: row.payRowsTotal,
            rows_done: row.payRowsDone,
            rows_paid: row.rowsPaid,
            rows_failed: row.rowsFailed,
            error: row.payError,
            started_at: row.payStartedAt.toISOString(),
            finished_at: row.finishedAt?.toISOString() ?? null,
          },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type RowPayout = { number: number; status: PayoutStatus };

export function toMassPayoutRow(row: MassPayoutRowRecord, payout?: RowPayout): MassPayoutRow {
  const f = row.fields;
  return {
    id: row.id,
    row_number: row.rowNumber,
    state: row.state,
    cells: row.cells,
    employee_id: row.employeeId,
    full_name: f ? [f.lastName, f.firstName, f.middleName].filter(Boolean).join(' ') : null,
    inn: f?.inn ?? null,
    amount: row.amountKopecks === null ? null : kopecksToRubles(row.amountKopecks),
    ndfl: kopecksToRubles(row.ndflKopecks),
    net: row.netKopecks === null ? null : kopecksToRubles(row.netKopecks),
    service_name: f?.serviceName ?? null,
    external_id: row.externalId,
    errors: row.errors,
    duplicate_of_payout_id: row.duplicateOfPayoutId,
    duplicate_confirmed: row.duplicateConfirmed,
    payout_id: row.payoutId,
    payout_number: payout?.number ?? null,
    payout_status: payout?.status ?? null,
  };
}

const EVENT_TEXTS: Record<MassPayoutEventRecord['event'], string> = {
  CREATED: 'Реестр загружен',
  IMPORTED: 'Файл прочитан',
  IMPORT_FAILED: 'Файл не удалось загрузить',
  VALIDATED: 'Строки проверены',
  ROWS_REMOVED: 'Строки удалены из реестра',
  DUPLICATES_CONFIRMED: 'Повторы подтверждены',
  ERROR_MODE_SET: 'Изменён режим оплаты',
  DELETED: 'Реестр удалён',
  PAY_STARTED: 'Реестр отправлен на оплату',
  PAY_REFUSED: 'Реестр не оплачен',
  PAYOUTS_CREATED: 'Выплаты созданы и отправлены в банк',
  COMPLETED: 'Оплата реестра завершена',
  FAILED: 'Ни одна выплата реестра не выполнена',
};

const ERROR_MODE_TEXTS: Record<string, string> = {
  IGNORE_ERRORS: 'оплатить только верные строки',
  FAIL_ERRORS: 'не оплачивать, если есть ошибки',
};

/** The event in Russian with what it concerns: counts, the reason of a failed import, the chosen mode. */
function textOf(event: MassPayoutEventRecord): string {
  const d = event.details;
  let text = EVENT_TEXTS[event.event];
  if (event.event === 'IMPORTED' && typeof d.rows === 'number') text += `: строк ${d.rows}`;
  if (event.event === 'IMPORT_FAILED' && typeof d.error === 'string') text += `: ${d.error}`;
  if (event.event === 'VALIDATED' && typeof d.valid === 'number') {
    text += `: верных ${d.valid}, с ошибками ${d.invalid}, похожих на повтор ${d.duplicate}`;
  }
  if ((event.event === 'ROWS_REMOVED' || event.event === 'DUPLICATES_CONFIRMED') && Array.isArray(d.rows)) {
    text += `: ${d.rows.join(', ')}`;
  }
  if (event.event === 'DUPLICATES_CONFIRMED' && d.confirmed === false)
    text = `Подтверждение повторов снято: ${(d.rows as number[]).join(', ')}`;
  if (event.event === 'PAY_STARTED' && typeof d.rows === 'number') text += `: строк к оплате ${d.rows}`;
  if (event.event === 'PAY_REFUSED' && typeof d.error === 'string') text += `: ${d.error}`;
  if (event.event === 'PAYOUTS_CREATED' && typeof d.payouts === 'number') {
    text += `: выплат ${d.payouts}${typeof d.failed === 'number' && d.failed > 0 ? `, не прошли проверку ${d.failed}` : ''}`;
  }
  if ((event.event === 'COMPLETED' || event.event === 'FAILED') && typeof d.paid === 'number') {
    text += `: выплачено ${d.paid} из ${d.total}`;
  }
  if (event.event === 'ERROR_MODE_SET' && typeof d.mode === 'string') text += `: ${ERROR_MODE_TEXTS[d.mode] ?? d.mode}`;
  return text;
}

export function toHistory(events: MassPayoutEventRecord[]): MassPayoutHistoryResponse {
  return {
    items: events.map((e) => ({
      id: e.id,
      event: e.event,
      text: textOf(e),
      at: e.occurredAt.toISOString(),
    })),
  };
}

/** ДД.ММ.ГГГГ of a moment in Moscow. */
export function moscowDay(at: Date): string {
  const [year, month, day] = moscowDate(at).split('-');
  return `${day}.${month}.${year}`;
}
