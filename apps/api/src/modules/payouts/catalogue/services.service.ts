/**
 * The company's catalogue of services (SPEC §7 Services): what it pays for, with a unit and a usual
 * price. A payout copies the chosen service's name (it is the receipt's service line), so editing or
 * removing a service never changes a payout already made. Units: the platform's five plus the
 * company's own. Company only; another company's service answers like an unknown one.
 */
import {
  kopecksToRubles,
  type Service,
  type serviceInputSchema,
  type serviceUnitInputSchema,
} from '@vyplaty/contracts';
import type { z } from 'zod';
import type { ActorContext } from '../../../context.js';
import { inTransaction, type TxContext } from '../../../db/transaction.js';
import { companyOnlyIdOf } from '../../../lib/actor-scope.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { lockCustomer } from '../../parties/index.js';
import {
  insertService,
  insertServiceUnit,
  markServiceDeleted,
  type ServiceUnitRow,
  type ServiceWithUnit,
  selectService,
  selectServiceByName,
  selectServices,
  selectServiceUnit,
  selectServiceUnitByName,
  selectServiceUnits,
  updateServiceRow,
} from './services.repo.js';

const NOT_FOUND_MESSAGE = 'Услуга не найдена';

const toUnit = (row: ServiceUnitRow) => ({ id: row.id, name: row.name, short_name: row.shortName });

const toService = ({ service, unit }: ServiceWithUnit): Service => ({
  id: service.id,
  name: service.name,
  unit: toUnit(unit),
  price: service.priceKopecks === null ? null : kopecksToRubles(service.priceKopecks),
});

const fieldError = (field: string, message: string, code: 'VALIDATION_ERROR' | 'CONFLICT' = 'VALIDATION_ERROR') =>
  new AppError(code, { message, fields: { [field]: message } });

export async function findServiceUnits(ctx: ActorContext) {
  return { items: (await selectServiceUnits(ctx.db, companyOnlyIdOf(ctx))).map(toUnit) };
}

type ServiceInput = z.output<typeof serviceInputSchema>;

export async function createServiceUnit(ctx: ActorContext, input: z.output<typeof serviceUnitInputSchema>) {
  const customerId = companyOnlyIdOf(ctx);
  const { name, short_name } = input;
  return inTransaction(ctx, async (txCtx) => {
    await lockCompany(txCtx, customerId);
    if (await selectServiceUnitByName(txCtx.db, customerId, name)) {
      throw fieldError('name', 'Такая единица уже есть', 'CONFLICT');
    }
    return toUnit(await insertServiceUnit(txCtx.db, { customerId, name, shortName: short_name }));
  });
}

export async function findServices(ctx: ActorContext) {
  return { items: (await selectServices(ctx.db, companyOnlyIdOf(ctx))).map(toService) };
}

export async function findService(ctx: ActorContext, id: string): Promise<Service> {
  const customerId = companyOnlyIdOf(ctx);
  const row = isUuid(id) ? await selectService(ctx.db, customerId, id) : undefined;
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return toService(row);
}

/** Serialises the catalogue's changes of one company (the name is unique among its live services). */
async function lockCompany(txCtx: TxContext, customerId: string) {
  if (!(await lockCustomer(txCtx, customerId))) throw notFound(NOT_FOUND_MESSAGE);
}

async function checkedValues(txCtx: TxContext, customerId: string, input: ServiceInput, exceptId?: string) {
  if (!(await selectServiceUnit(txCtx.db, customerId, input.unit_id))) {
    throw fieldError('unit_id', 'Единица измерения не найдена: выберите её из списка');
  }
  if (await selectServiceByName(txCtx.db, customerId, input.name, exceptId)) {
    throw fieldError('name', 'Услуга с таким названием уже есть', 'CONFLICT');
  }
  return { name: input.name, unitId: input.unit_id, priceKopecks: input.price ?? null };
}

export async function createService(ctx: ActorContext, input: ServiceInput): Promise<Service> {
  const customerId = companyOnlyIdOf(ctx);
  return inTransaction(ctx, async (txCtx) => {
    await lockCompany(txCtx, customerId);
    const id = await insertService(txCtx.db, customerId, await checkedValues(txCtx, customerId, input), txCtx.now());
    return toService((await selectService(txCtx.db, customerId, id))!);
  });
}

export async function updateService(ctx: ActorContext, id: string, input: ServiceInput): Promise<Service> {
  const customerId = companyOnlyIdOf(ctx);
  if (!isUuid(id)) throw notFound(NOT_FOUND_MESSAGE);
  return inTransaction(ctx, async (txCtx) => {
    await lockCompany(txCtx, customerId);
    if (!(await selectService(txCtx.db, customerId, id))) throw notFound(NOT_FOUND_MESSAGE);
    const values = await checkedValues(txCtx, customerId, input, id);
    await updateServiceRow(txCtx.db, customerId, id, values, txCtx.now());
    return toService((await selectService(txCtx.db, customerId, id))!);
  });
}

export async function deleteService(ctx: ActorContext, id: string): Promise<void> {
  const customerId = companyOnlyIdOf(ctx);
  if (!isUuid(id)) throw notFound(NOT_FOUND_MESSAGE);
  await inTransaction(ctx, async (txCtx) => {
    await lockCompany(txCtx, customerId);
    if (!(await markServiceDeleted(txCtx.db, customerId, id, txCtx.now()))) throw notFound(NOT_FOUND_MESSAGE);
  });
}

/** The company's live service `id` (for a payout row naming it), or undefined. */
export async function findOwnService(ctx: { db: ActorContext['db'] }, customerId: string, id: string) {
  return (await selectService(ctx.db, customerId, id))?.service;
}
