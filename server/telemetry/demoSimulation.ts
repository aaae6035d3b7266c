import sql from 'sql-template-tag';
import type { Db } from '../db/engine';
import { startFleetSimulation, type SimulatedDevice } from '../simulation/fleetSimulation';

/**
 * The demo's own devices fitted to assets (see startDemoSimulation), with where each stands and the
 * keys of the drivers allowed on its vehicle alone: the seed's shared vehicle has two, presented in turn,
 * its current driver's first.
 */
export const demoDevices = (db: Db) =>
  db.query<SimulatedDevice & { name: string }>(sql`select s.unique_id as "deviceId", a.name, p.latitude, p.longitude,
      (select array_agg(k.key order by d.id = a.driver_id desc, k.key) from drivers d join driver_keys k on k.driver_id = d.id
        where d.tenant_id = a.tenant_id and d.allowed_asset_ids = array[a.id]) as "driverKeys"
    from sensors s join assets a on a.sensor_id = s.id join asset_positions p on p.asset_id = a.id
    where s.simulated and s.protocol is null order by s.unique_id`);

/**
 * `npm start` brings the demo to life: the demo's own devices (sensors.simulated, set by the demo
 * seed) fitted to assets are driven by the simulator, which posts to this server's own ingestion
 * port, so positions, statuses, trips, alerts and the live stream all come from the real pipeline.
 * Never an asset a user fitted with a device of their own, nor a demo device that has logged in over
 * a tracker protocol by itself: its real positions must not be mixed with invented ones. Each
 * vehicle continues from where it stands (its seeded history, or the last run, left it there).
 */
export async function startDemoSimulation(db: Db, ingestUrl: string, log: (line: string) => void): Promise<() => Promise<void>> {
  const devices = await demoDevices(db);
  log(
    `Simulating ${devices.length} demo vehicles (FLEET_SIMULATE=0 turns this off): ${devices.map((device) => `${device.name} (${device.deviceId})`).join(', ')}`,
  );
  return startFleetSimulation(devices, { ingestUrl, intervalSeconds: 5, log });
}
