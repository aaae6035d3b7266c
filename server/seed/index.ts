import sql from 'sql-template-tag';
import type { Db } from '../db/engine';
import { seedAccounts } from './accounts';

/** Fills an empty database with the demo tenants, accounts and fleet; does nothing otherwise. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ count }] = await db.query<{ count: number }>(sql`select count(*) :: int as count from tenants`);
  if (count > 0) return false;
  await db.transaction(async (tx) => {
    await seedAccounts(tx);
  });
  return true;
}
