import sql from 'sql-template-tag';
import type { Db } from '../../server/db/engine';
import { seedAccounts } from '../../server/seed/accounts';

export interface TrackedAsset {
  assetId: string;
  deviceId: string;
  name: string;
  tenantId: string;
}

/** A tenant by name, created when the database does not have it yet (a server without demo data). */
export async function tenantNamed(db: Db, name: string): Promise<string> {
  await db.query(sql`insert into tenants (name) values (${name}) on conflict (name) do nothing`);
  const [row] = await db.query<{ id: string }>(sql`select id from tenants where name = ${name}`);
  return row.id;
}

/** Assets fitted with devices `<prefix>-1` ... `<prefix>-<count>`, never heard from. */
export async function trackedAssets(db: Db, tenantId: string, prefix: string, count: number): Promise<TrackedAsset[]> {
  const assets: TrackedAsset[] = [];
  for (let index = 1; index <= count; index++) {
    const deviceId = `${prefix}-${index}`;
    const name = `Truck ${prefix} ${index}`;
    const [sensor] = await db.query<{ id: string }>(sql`insert into sensors (tenant_id, unique_id, name)
      values (${tenantId}, ${deviceId}, ${`Tracker ${deviceId}`}) returning id`);
    const [asset] = await db.query<{ id: string }>(sql`insert into assets (tenant_id, name, sensor_id)
      values (${tenantId}, ${name}, ${sensor.id}) returning id`);
    assets.push({ assetId: asset.id, deviceId, name, tenantId });
  }
  return assets;
}

/** The demo tenants and accounts alone (no fleet), for a server started with `demo: false`. */
export async function seedDemoAccounts(db: Db): Promise<Map<string, string>> {
  return db.transaction((tx) => seedAccounts(tx));
}

/** Posts one position the way a tracker does (OsmAnd query, speed in knots); answers the HTTP status. */
export async function report(
  ingestUrl: string,
  deviceId: string,
  position: { latitude: number; longitude: number; time: Date; speedKmh?: number },
): Promise<number> {
  const knots = (position.speedKmh ?? 0) / 1.852;
  const query = `id=${deviceId}&lat=${position.latitude}&lon=${position.longitude}&timestamp=${position.time.getTime()}&speed=${knots}`;
  const response = await fetch(`${ingestUrl}/?${query}`, { method: 'POST' });
  return response.status;
}
