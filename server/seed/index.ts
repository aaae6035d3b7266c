import sql from 'sql-template-tag';
import type { Db } from '../db/engine';
import type { Config } from '../config';
import { seedAccounts } from './accounts';
import { seedFleet } from './fleet';
import { seedGeofences } from './geofences';
import { seedHistory } from './history';

export type DemoSettings = Pick<Config, 'demoHistoryDays' | 'movingSpeedKmh' | 'tripStopMinutes'>;

/** Fills an empty database with the demo tenants, accounts, fleet and its past trips; does nothing otherwise. */
export async function seedDemo(db: Db, settings: DemoSettings): Promise<boolean> {
  const [{ count }] = await db.query<{ count: number }>(sql`select count(*) :: int as count from tenants`);
  if (count > 0) return false;
  await db.transaction(async (tx) => {
    const tenantIds = await seedAccounts(tx);
    const assets = await seedFleet(tx, tenantIds);
    await seedGeofences(tx, tenantIds);
    await seedHistory(tx, assets, { days: settings.demoHistoryDays, rules: settings });
  });
  return true;
}
