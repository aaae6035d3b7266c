import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import { insertRows } from '../repos/rowWrites';
import { setAssetPositions } from '../telemetry/assetState';
import { berlin, paris } from './cities';
import { seedCatalog } from './fleetCatalog';
import { buildFleet, type FleetPlan, type FleetRows, type SeededAsset } from './fleetFactory';

export type { SeededAsset } from './fleetFactory';

/** The demo tenants' fleets: a logistics company in Berlin and a smaller transport firm in Paris. */
const demoFleets: (Omit<FleetPlan, 'tenantId'> & { tenant: string })[] = [
  {
    tenant: 'Acme Logistics',
    city: berlin,
    prefix: 'acme',
    count: 40,
    seed: 2024,
    mix: {
      'Mercedes-Benz Sprinter': 8,
      'Ford Transit': 7,
      'Volkswagen Crafter': 6,
      'Renault Master': 5,
      'Volvo FH16': 5,
      'MAN TGX': 4,
      'Toyota Corolla': 3,
      'Tesla Model 3': 2,
    },
  },
  {
    tenant: 'Globex Transport',
    city: paris,
    prefix: 'globex',
    count: 20,
    seed: 1789,
    mix: {
      'Renault Master': 5,
      'Ford Transit': 4,
      'Mercedes-Benz Sprinter': 3,
      'Volvo FH16': 2,
      'MAN TGX': 2,
      'Toyota Corolla': 2,
      'Tesla Model 3': 2,
    },
  },
];

/** Inserts a built fleet: devices and drivers first, then the assets that link to them. */
export async function insertFleet(tx: Queryable, rows: FleetRows): Promise<void> {
  await insertRows(tx, 'sensors', rows.sensors);
  await insertRows(tx, 'drivers', rows.drivers);
  await insertRows(tx, 'driver_keys', rows.driverKeys);
  await insertRows(tx, 'assets', rows.assets);
  // The shared vehicle's two drivers may drive it alone: the simulator presents their keys in turn on it.
  if (rows.shared)
    await tx.query(
      sql`update drivers set allowed_asset_ids = ${[rows.shared.assetId]}::uuid[] where id = any(${rows.shared.driverIds}::uuid[])`,
    );
  await tx.query(setAssetPositions(rows.positions));
  // Each demo driver has driven their vehicle since before the demo's history (its trips and scores are theirs).
  await tx.query(sql`insert into driver_sessions (tenant_id, asset_id, driver_id, started_at, source)
    select a.tenant_id, a.id, a.driver_id, now() - interval '30 days', 'manual' from assets a
    where a.driver_id is not null and not exists (select 1 from driver_sessions s where s.asset_id = a.id and s.ended_at is null)`);
}

/**
 * Seeds the asset types and models, the device models, and each demo tenant's fleet (tenants by
 * name -> id, as seedAccounts answers them). Answers the seeded assets, for the history seed and
 * the simulator.
 */
export async function seedFleet(tx: Queryable, tenantIds: Map<string, string>): Promise<SeededAsset[]> {
  const catalog = await seedCatalog(tx);
  const seeded: SeededAsset[] = [];
  for (const { tenant, ...plan } of demoFleets) {
    const tenantId = tenantIds.get(tenant);
    if (!tenantId) continue;
    const rows = buildFleet({ ...plan, tenantId }, catalog);
    await insertFleet(tx, rows);
    seeded.push(...rows.seeded);
  }
  return seeded;
}
