import { customType, timestamp } from 'drizzle-orm/pg-core';
import { bigintReplacer, reviveKopecks } from '../../lib/money.js';

/** Every moment is stored with its time zone and read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * jsonb whose `…Kopecks` fields are bigints on our side (lib/money.ts): written as digit strings,
 * read back as bigint. Same SQL type as jsonb, so no migration.
 */
export const jsonbWithKopecks = <T>(name: string) =>
  customType<{ data: T; driverData: unknown }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify(value, bigintReplacer),
    fromDriver: (value) => reviveKopecks<T>(typeof value === 'string' ? JSON.parse(value) : value),
  })(name);
