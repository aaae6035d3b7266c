import sql from 'sql-template-tag';
import type { Db } from '../../../server/db/engine';

/**
 * A tenant with `devices` assets fitted with devices `<idPrefix>1` ..., `geofences` small geofences
 * scattered over Berlin and two alert rules (a speed limit, and entering or leaving the first ten
 * geofences), so the benchmark runs the alert engine as a real fleet would. Hardware trackers
 * identify themselves by IMEI, digits only: `idDigits` pads the number to that many digits.
 */
export async function seedBenchFleet(
  db: Db,
  devices: number,
  geofences: number,
  fleet: { tenant: string; idPrefix: string; idDigits?: number } = { tenant: 'Bench Logistics', idPrefix: 'bench-' },
): Promise<string[]> {
  const digits = fleet.idDigits ?? 0;
  await db.transaction(async (tx) => {
    const [{ id: tenantId }] = await tx.query<{ id: string }>(sql`insert into tenants (name) values (${fleet.tenant}) returning id`);
    await tx.query(sql`insert into sensors (tenant_id, unique_id, name)
      select ${tenantId}, ${fleet.idPrefix} || lpad(i::text, greatest(${digits}::int, length(i::text)), '0'), 'Bench tracker ' || i from generate_series(1, ${devices}::int) i`);
    await tx.query(sql`insert into assets (tenant_id, name, sensor_id)
      select tenant_id, 'Bench truck ' || unique_id, id from sensors where tenant_id = ${tenantId}`);
    await tx.query(sql`insert into geofences (tenant_id, name, shape, center_latitude, center_longitude, radius_meters)
      select ${tenantId}, 'Site ' || i, 'circle', 52.35 + random() * 0.35, 13.1 + random() * 0.6, 100 + random() * 400
      from generate_series(1, ${geofences}::int) i`);
    await tx.query(sql`insert into alert_triggers (tenant_id, name, type, speed_limit_kmh) values (${tenantId}, 'Over 90', 'speed', 90)`);
    await tx.query(sql`insert into alert_triggers (tenant_id, name, type, geofence_id, event)
      select ${tenantId}, 'At ' || name, 'geofence', id, 'both' from geofences where tenant_id = ${tenantId} order by name limit 10`);
  });
  // Its own tables only: a database shared by many test schemas takes minutes to analyze whole.
  await db.exec('analyze tenants, sensors, assets, geofences, alert_triggers');
  return Array.from({ length: devices }, (_, index) => `${fleet.idPrefix}${String(index + 1).padStart(digits, '0')}`);
}
