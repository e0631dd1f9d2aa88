/**
 * Profile → balance (SPEC §7 Sber: `sber/statement/file`, `sber/moneyback`, `sber/contract/file_content`;
 * the balance and its operations): the company's own calls, and support's (payments_block, balance
 * operations, any company's balance and statement) behind the support token.
 */
import {
  apiPaths,
  balanceOperationsQuerySchema,
  balanceOperationsResponseSchema,
  balanceResponseSchema,
  errorBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  moneybackListResponseSchema,
  moneybackRequestSchema,
  moneybackSchema,
  paymentsBlockRequestSchema,
  statementFileQuerySchema,
  supportBalanceOperationRequestSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor } from '../../http/request-context.js';
import { sendFile } from '../../http/send-file.js';
import { companyOnlyIdOf } from '../../lib/actor-scope.js';
import { PDF_MIME_TYPE } from '../../lib/pdf.js';
import { idempotencyKeyHeaders, requireIdempotencyKey, withIdempotency } from '../idempotency/index.js';
import type { AppModule } from '../module.js';
import { balanceOf, findAnyBalance, findBalance, findOperations, supportBalanceOperation } from './balance.service.js';
import { createMoneyback, findMoneybacks } from './moneyback.service.js';
import { nominalContractPdf } from './nominal-contract.js';
import { setPaymentsBlock } from './payments-block.js';
import { anyStatementFile, statementFile } from './statement.service.js';

const tags = ['Баланс'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const balanceRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.get(
    apiPaths.balance.balance,
    {
      schema: {
        tags,
        summary: 'Баланс компании и реквизиты номинального счёта для пополнения',
        description:
          'available — можно потратить (проведено минус зарезервировано), held — резерв выплат в работе, ' +
          'blocked — заблокировано поддержкой, debt — долг по кредитной линии. nominal_account.purpose — назначение платежа.',
        response: { 200: balanceResponseSchema, ...errors },
      },
    },
    async (req) => findBalance(actorContextFor(ctx, req)),
  );

  app.get(
    apiPaths.balance.operations,
    {
      schema: {
        tags,
        summary: 'Операции по балансу: новые первыми',
        description:
          'Фильтры: types (через запятую), date_from / date_to (дни по Москве, включительно), amount_from / amount_to. ' +
          'Следующую страницу быстрее читать с after = next_cursor предыдущей.',
        querystring: balanceOperationsQuerySchema,
        response: { 200: balanceOperationsResponseSchema, ...errors },
      },
    },
    async (req) => findOperations(actorContextFor(ctx, req), req.query),
  );

  app.get(
    apiPaths.balance.statementFile,
    {
      schema: {
        tags,
        summary: 'Выписка по балансу за период (.xlsx или .pdf)',
        description: 'Остаток на начало и конец периода, операции по порядку. В PDF — не больше 5 000 операций.',
        querystring: statementFileQuerySchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const file = await statementFile(actorContextFor(ctx, req), req.query);
      return sendFile(reply, file, file.bytes);
    },
  );

  app.post(
    apiPaths.balance.moneyback,
    {
      schema: {
        tags,
        summary: 'Вернуть остаток на счёт компании',
        description:
          `Нужен заголовок ${IDEMPOTENCY_KEY_HEADER} (UUID): повтор с тем же ключом вернёт тот же ответ. ` +
          'Сумма резервируется сразу; банк исполняет платёж позже, статус — в списке возвратов.',
        body: moneybackRequestSchema,
        headers: idempotencyKeyHeaders,
        response: { 201: moneybackSchema, ...errors, 409: errorBodySchema, 422: errorBodySchema },
      },
      preValidation: requireIdempotencyKey,
    },
    async (req, reply) => {
      const actorCtx = actorContextFor(ctx, req);
      const customerId = companyOnlyIdOf(actorCtx);
      return withIdempotency(
        req,
        reply,
        actorCtx,
        customerId,
        (txCtx) => createMoneyback(txCtx, customerId, req.body),
        { successStatus: 201 },
      );
    },
  );

  app.get(
    apiPaths.balance.moneyback,
    {
      schema: {
        tags,
        summary: 'Возвраты остатка компании: новые первыми',
        response: { 200: moneybackListResponseSchema, ...errors },
      },
    },
    async (req) => findMoneybacks(actorContextFor(ctx, req)),
  );

  app.get(
    apiPaths.balance.contractFile,
    {
      schema: {
        tags,
        summary: 'Договор номинального счёта (PDF)',
        response: errors,
      },
    },
    async (req, reply) => {
      const pdf = await nominalContractPdf(actorContextFor(ctx, req));
      return sendFile(reply, { name: pdf.name, mimeType: PDF_MIME_TYPE }, pdf.bytes, 'inline');
    },
  );
};

const supportTags = ['Поддержка'];
const security = [{ support: [] }];
const companyParams = z.object({ id: z.string().describe('id компании') });

export const supportBalanceRoutes: NonNullable<AppModule['supportRoutes']> = (app, ctx) => {
  app.post(
    apiPaths.balance.supportPaymentsBlock,
    {
      schema: {
        tags: supportTags,
        security,
        summary: 'Приостановить или возобновить выплаты компании',
        description:
          'Пока выплаты приостановлены, новые выплаты и возвраты остатка не принимаются; причину видит компания.',
        body: paymentsBlockRequestSchema,
        response: { 200: balanceResponseSchema, ...errors },
      },
    },
    async (req) => {
      await setPaymentsBlock(ctx, req.body);
      return balanceOf(ctx, req.body.customer_id);
    },
  );

  app.post(
    apiPaths.balance.supportOperation,
    {
      schema: {
        tags: supportTags,
        security,
        summary: 'Заблокировать или разблокировать средства, установить кредитный лимит',
        body: supportBalanceOperationRequestSchema,
        response: { 200: balanceResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (req) => supportBalanceOperation(ctx, req.body),
  );

  app.get(
    apiPaths.balance.supportBalance,
    {
      schema: {
        tags: supportTags,
        security,
        summary: 'Баланс любой компании',
        params: companyParams,
        response: { 200: balanceResponseSchema, ...errors },
      },
    },
    async (req) => findAnyBalance(ctx, req.params.id),
  );

  app.get(
    apiPaths.balance.supportStatementFile,
    {
      schema: {
        tags: supportTags,
        security,
        summary: 'Выписка любой компании за период (.xlsx или .pdf)',
        params: companyParams,
        querystring: statementFileQuerySchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const file = await anyStatementFile(ctx, req.params.id, req.query);
      return sendFile(reply, file, file.bytes);
    },
  );
};
