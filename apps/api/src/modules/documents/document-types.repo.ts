import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentSubkinds } from '../../db/schema/index.js';

export const selectDocumentSubkinds = (db: Db) =>
  db.select().from(documentSubkinds).orderBy(asc(documentSubkinds.type), asc(documentSubkinds.sortOrder));
