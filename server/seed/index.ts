import sql from 'sql-template-tag';
import type { Db, Queryable } from '../db/engine';
import type { Config } from '../config';
import { seedAccounts } from './accounts';
import { demoAccounts } from './demoAccounts';
import { seedAlerts } from './alerts';
import { seedFleet } from './fleet';
import { seedGeofences } from './geofences';
import { seedHistory } from './history';
import { seedServicePlans } from './servicePlans';
import { seedFuelTank } from './fuelTank';

export type DemoSettings = Pick<Config, 'demoHistoryDays' | 'demoAlertDays' | 'movingSpeedKmh' | 'tripStopMinutes'>;

/** Users or tenants: a database in use, even one holding only the SysAdmin from create-admin. */
async function holdsData(db: Queryable) {
  const [{ used }] = await db.query<{ used: boolean }>(sql`select exists (select 1 from users) or exists (select 1 from tenants) as used`);
  return used;
}

/** Fills an empty database with the demo tenants, accounts, fleet, its past trips and alerts; does nothing otherwise. */
export async function seedDemo(db: Db, settings: DemoSettings): Promise<boolean> {
  if (await holdsData(db)) return false;
  await db.transaction(async (tx) => {
    const tenantIds = await seedAccounts(tx);
    const assets = await seedFleet(tx, tenantIds);
    await seedGeofences(tx, tenantIds);
    await seedHistory(tx, assets, { days: settings.demoHistoryDays, rules: settings });
    await seedAlerts(tx, assets, { days: settings.demoAlertDays, movingSpeedKmh: settings.movingSpeedKmh });
    await seedServicePlans(tx, assets);
    await seedFuelTank(tx);
  });
  return true;
}

/**
 * Seeds the demo at start when the configuration allows it: FLEET_DEMO=1 into any database, unset only
 * into the embedded one (never a DATABASE_URL's); either way only while the database has no user at all.
 */
export async function seedDemoAtStart(db: Db, config: Pick<Config, 'demo' | 'databaseUrl'> & DemoSettings): Promise<boolean> {
  if (config.demo === false || (config.demo === 'auto' && config.databaseUrl)) return false;
  return seedDemo(db, config);
}

/** Demo mode: an account with a password published in the README exists in this database. */
export async function demoAccountsExist(db: Queryable): Promise<boolean> {
  const emails = demoAccounts.map((account) => account.email);
  const [{ found }] = await db.query<{ found: boolean }>(
    sql`select exists (select 1 from users where email = any(${emails}::text[])) as found`,
  );
  return found;
}
