/**
 * The company's 1C:DirectBank session row (direct_bank_sessions): one per company, always read and
 * written by the company's id. The ciphertexts are opaque here; direct-bank.service.ts seals and opens them.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { directBankSessions } from '../../db/schema/index.js';

export type DirectBankSessionRow = typeof directBankSessions.$inferSelect;
export type DirectBankSessionChange = Omit<DirectBankSessionRow, 'customerId' | 'updatedAt'>;

export async function selectDirectBankSession(db: Db, customerId: string): Promise<DirectBankSessionRow | undefined> {
  const [row] = await db.select().from(directBankSessions).where(eq(directBankSessions.customerId, customerId));
  return row;
}

/** Writes the whole state of the company's session (the caller holds the company's lock). */
export async function saveDirectBankSession(tx: Db, customerId: string, change: DirectBankSessionChange, now: Date) {
  await tx
    .insert(directBankSessions)
    .values({ customerId, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: directBankSessions.customerId, set: { ...change, updatedAt: now } });
}

/** One more wrong code for the pending logon. */
export async function countWrongOtp(tx: Db, customerId: string, now: Date) {
  await tx
    .update(directBankSessions)
    .set({ otpAttempts: sql`${directBankSessions.otpAttempts} + 1`, updatedAt: now })
    .where(eq(directBankSessions.customerId, customerId));
}
