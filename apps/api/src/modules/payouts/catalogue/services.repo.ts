/**
 * SQL of the services catalogue. Every function on a company's services takes its customer id and
 * filters by it; units are the platform's (customer_id null) plus the company's own.
 */
import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { services, serviceUnits } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/transaction.js';

export type ServiceUnitRow = typeof serviceUnits.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type ServiceWithUnit = { service: ServiceRow; unit: ServiceUnitRow };

const unitsOf = (customerId: string) => or(isNull(serviceUnits.customerId), eq(serviceUnits.customerId, customerId));

export async function selectServiceUnits(db: Db, customerId: string): Promise<ServiceUnitRow[]> {
  return db
    .select()
    .from(serviceUnits)
    .where(unitsOf(customerId))
    .orderBy(asc(serviceUnits.sortOrder), asc(serviceUnits.name), asc(serviceUnits.id));
}

/** A unit the company may use (the platform's or its own). */
export async function selectServiceUnit(db: Db, customerId: string, id: string) {
  const [row] = await db
    .select()
    .from(serviceUnits)
    .where(and(unitsOf(customerId), eq(serviceUnits.id, id)));
  return row;
}

export async function selectServiceUnitByName(db: Db, customerId: string, name: string) {
  const [row] = await db
    .select({ id: serviceUnits.id })
    .from(serviceUnits)
    .where(and(unitsOf(customerId), eq(serviceUnits.name, name)));
  return row;
}

export async function insertServiceUnit(tx: Tx, row: { customerId: string; name: string; shortName: string }) {
  const [inserted] = await tx.insert(serviceUnits).values(row).returning();
  return inserted!;
}

const live = (customerId: string) => and(eq(services.customerId, customerId), isNull(services.deletedAt));

export async function selectServices(db: Db, customerId: string): Promise<ServiceWithUnit[]> {
  return db
    .select({ service: services, unit: serviceUnits })
    .from(services)
    .innerJoin(serviceUnits, eq(serviceUnits.id, services.unitId))
    .where(live(customerId))
    .orderBy(asc(services.name), asc(services.id));
}

export async function selectService(db: Db, customerId: string, id: string): Promise<ServiceWithUnit | undefined> {
  const [row] = await db
    .select({ service: services, unit: serviceUnits })
    .from(services)
    .innerJoin(serviceUnits, eq(serviceUnits.id, services.unitId))
    .where(and(live(customerId), eq(services.id, id)));
  return row;
}

/** A live service of the company with this name, other than `exceptId`. */
export async function selectServiceByName(db: Db, customerId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(live(customerId), eq(services.name, name), exceptId ? ne(services.id, exceptId) : undefined));
  return row;
}

export type ServiceValues = { name: string; unitId: string; priceKopecks: bigint | null };

export async function insertService(tx: Tx, customerId: string, values: ServiceValues, now: Date) {
  const [row] = await tx
    .insert(services)
    .values({ ...values, customerId, createdAt: now, updatedAt: now })
    .returning({ id: services.id });
  return row!.id;
}

export async function updateServiceRow(tx: Tx, customerId: string, id: string, values: ServiceValues, now: Date) {
  const rows = await tx
    .update(services)
    .set({ ...values, updatedAt: now })
    .where(and(live(customerId), eq(services.id, id)))
    .returning({ id: services.id });
  return rows.length > 0;
}

/** Soft delete: payouts copied the name already, and may keep the id. */
export async function markServiceDeleted(tx: Tx, customerId: string, id: string, now: Date) {
  const rows = await tx
    .update(services)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(live(customerId), eq(services.id, id)))
    .returning({ id: services.id });
  return rows.length > 0;
}
