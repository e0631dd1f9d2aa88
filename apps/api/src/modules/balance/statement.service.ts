/**
 * The statement of a period (sber/statement/file): the company's operations of the Moscow days asked,
 * oldest first, between the opening and closing posted balance (money on the nominal account that is
 * the company's, held money included), as .xlsx (exceljs) or .pdf (pdfmake).
 */
import { type StatementFileQuery, sumKopecks } from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../context.js';
import { companyOnlyIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { PDF_MIME_TYPE } from '../../lib/pdf.js';
import { listOperations, postedBalanceAt } from '../ledger/index.js';
import { findCustomer } from '../parties/index.js';
import { periodOf } from './balance.service.js';
import { contractNumberOf } from './nominal-account.js';
import { POSTED_EFFECT, type Statement } from './statement-model.js';
import { statementPdf } from './statement-pdf.js';
import { STATEMENT_XLSX_MIME_TYPE, statementWorkbook } from './statement-xlsx.js';

/** How many operations one file may hold: a PDF of more is unreadable (and slow to build); Excel takes more. */
export const STATEMENT_MAX_OPERATIONS = { xlsx: 100_000, pdf: 5_000 } as const;

async function statementOf(ctx: AppContext, customerId: string, query: StatementFileQuery): Promise<Statement> {
  const customer = await findCustomer(ctx, customerId);
  if (!customer) throw new AppError('NOT_FOUND', { message: 'Компания не найдена' });
  const { from, to } = periodOf(query) as { from: Date; to: Date };
  const max = STATEMENT_MAX_OPERATIONS[query.format];
  const page = await listOperations(ctx, customerId, { from, to, limit: max + 1 });
  if (page.items.length > max) {
    throw new AppError('VALIDATION_ERROR', {
      message:
        query.format === 'pdf'
          ? `За период больше ${max.toLocaleString('ru-RU')} операций: выберите период короче или скачайте выписку в Excel`
          : `За период больше ${max.toLocaleString('ru-RU')} операций: выберите период короче`,
      fields: { date_from: 'Выберите период короче' },
    });
  }
  const operations = page.items.reverse();
  const moved = (sign: 1 | -1) =>
    sumKopecks(operations.filter((o) => POSTED_EFFECT[o.type] === sign).map((o) => o.amountKopecks));
  return {
    company: { name: customer.organisationName, inn: customer.inn, contractNumber: contractNumberOf(customer.id) },
    dateFrom: query.date_from,
    dateTo: query.date_to,
    openingKopecks: await postedBalanceAt(ctx, customerId, from),
    closingKopecks: await postedBalanceAt(ctx, customerId, to),
    inKopecks: moved(1),
    outKopecks: moved(-1),
    operations,
    createdAt: ctx.now(),
  };
}

export type StatementFile = { name: string; mimeType: string; bytes: Uint8Array };

async function fileOf(ctx: AppContext, customerId: string, query: StatementFileQuery): Promise<StatementFile> {
  const statement = await statementOf(ctx, customerId, query);
  const name = `Выписка ${statement.company.contractNumber} ${query.date_from} — ${query.date_to}.${query.format}`;
  return query.format === 'pdf'
    ? { name, mimeType: PDF_MIME_TYPE, bytes: await statementPdf(statement) }
    : { name, mimeType: STATEMENT_XLSX_MIME_TYPE, bytes: await statementWorkbook(statement) };
}

/** The company's own statement. */
export const statementFile = (ctx: ActorContext, query: StatementFileQuery) => fileOf(ctx, companyOnlyIdOf(ctx), query);

/** Support: any company's statement; an unknown or malformed id is one 404. */
export function anyStatementFile(ctx: AppContext, customerId: string, query: StatementFileQuery) {
  if (!isUuid(customerId)) throw new AppError('NOT_FOUND', { message: 'Компания не найдена' });
  return fileOf(ctx, customerId, query);
}
