import { z } from 'zod';

const uuidSchema = z.uuid();

/**
 * Whether an id from a path or query is a UUID at all. Services answer a malformed id with the same
 * 404 as an unknown one (nothing tells a tenant whether another's row exists), without asking the database.
 */
export const isUuid = (id: string) => uuidSchema.safeParse(id).success;
