/** The company's defaults for inviting and paying (customer_constants): one row per company, or none yet. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerConstants } from '../../db/schema/index.js';

export type EmployeeConstantsRow = typeof customerConstants.$inferSelect;
export type EmployeeConstantsChange = Omit<EmployeeConstantsRow, 'customerId' | 'updatedAt'>;

export async function selectEmployeeConstants(db: Db, customerId: string) {
  const [row] = await db.select().from(customerConstants).where(eq(customerConstants.customerId, customerId));
  return row;
}

/** Writes the whole set: the first save creates the row, later ones replace it. */
export async function upsertEmployeeConstants(
  db: Db,
  customerId: string,
  change: EmployeeConstantsChange,
  now: Date,
): Promise<EmployeeConstantsRow> {
  const values = { ...change, updatedAt: now };
  const [row] = await db
    .insert(customerConstants)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: customerConstants.customerId, set: values })
    .returning();
  return row!;
}
