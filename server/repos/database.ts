import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';

/** Resolves when the database answers a query, throws when it does not. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query(sql`select 1`);
}
