import sql from 'sql-template-tag';
import type { Db } from '../db/engine';
import { demoTenants } from '../seed/accounts';
import { startFleetSimulation, type SimulatedDevice } from '../simulation/fleetSimulation';

/**
 * `npm start` brings the demo to life: every device fitted to an asset of the demo tenants is
 * driven by the simulator, which posts to this server's own ingestion port, so positions,
 * statuses, trips, alerts and the live stream all come from the real pipeline.
 */
export async function startDemoSimulation(db: Db, ingestUrl: string, log: (line: string) => void): Promise<() => Promise<void>> {
  const devices = await db.query<SimulatedDevice>(sql`select s.unique_id as "deviceId", p.latitude, p.longitude
    from sensors s join assets a on a.sensor_id = s.id join asset_positions p on p.asset_id = a.id join tenants t on t.id = a.tenant_id
    where t.name = any(${[...demoTenants]}::text[]) order by s.unique_id`);
  log(`Simulating ${devices.length} demo vehicles (FLEET_SIMULATE=0 turns this off)`);
  return startFleetSimulation(devices, { ingestUrl, intervalSeconds: 5, log });
}
