import { timestamp } from 'drizzle-orm/pg-core';

/** Every moment is stored with its time zone and read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
