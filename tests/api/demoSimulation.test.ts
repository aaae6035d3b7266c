import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { demoDevices, startDemoSimulation } from '../../server/telemetry/demoSimulation';
import { haversineKm } from '../../src/domain/geometry';

interface Placed {
  latitude: number;
  longitude: number;
  last_position_at: Date;
}

/** The demo stays a demo: the simulator drives the demo's own vehicles only, from where each stands. */
describe.each(behaviourEngines)('the demo simulator on %s', (engine) => {
  let server: TestServer;
  let stop: (() => Promise<void>) | undefined;
  const lines: string[] = [];
  const placeOf = async (deviceId: string) => {
    const [row] = await server.context.db.query<Placed>(sql`select p.latitude, p.longitude, p.last_position_at
      from asset_positions p join assets a on a.id = p.asset_id join sensors s on s.id = a.sensor_id where s.unique_id = ${deviceId}`);
    return row;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    const api = apiClient(server.baseUrl);
    const token = (await api.login(accounts.admin.email, accounts.admin.password)).accessToken;
    // A user's own asset and tracker, and a demo device that has since logged in over Teltonika by itself.
    const asset = await api.call<Schema<'Asset'>>('POST', '/assets', { token, body: { name: 'Real truck' } });
    expect(
      (await api.call('POST', '/sensors', { token, body: { uniqueId: '863719061234567', name: 'FMC130', assetId: asset.body.id } })).status,
    ).toBe(200);
    await server.context.db.query(sql`update sensors set protocol = 'teltonika' where unique_id = 'acme-0003'`);
  }, 300_000);
  afterAll(async () => {
    await stop?.();
    await server?.stop();
  });

  it('gives every demo driver a key, and one vehicle of each tenant two drivers whose keys the simulator presents in turn', async () => {
    const { db } = server.context;
    const keyless = await db.query(sql`select 1 from drivers d
      where d.email like '%.example' and not exists (select 1 from driver_keys k where k.driver_id = d.id)`);
    expect(keyless).toHaveLength(0);
    const shared = (await demoDevices(db)).filter((device) => device.driverKeys);
    expect(shared.map((device) => [device.deviceId.split('-')[0], device.driverKeys?.length])).toEqual([
      ['acme', 2],
      ['globex', 2],
    ]);
    // The first key is the vehicle's own driver's (its seeded session goes on); the second a relief driver's, with no vehicle of their own.
    const [acme] = shared;
    const holders = await db.query<{ key: string; drives_it: boolean; driving: string | null }>(sql`select k.key,
        a.driver_id = d.id as drives_it, (select x.name from assets x where x.driver_id = d.id) as driving
      from driver_keys k join drivers d on d.id = k.driver_id join sensors s on s.unique_id = ${acme.deviceId}
      join assets a on a.sensor_id = s.id where k.tenant_id = a.tenant_id and k.key = any(${acme.driverKeys}::text[]) order by array_position(${acme.driverKeys}::text[], k.key)`);
    expect(holders.map((row) => [row.key, row.drives_it, row.driving === null])).toEqual([
      [acme.driverKeys?.[0], true, false],
      [acme.driverKeys?.[1], false, true],
    ]);
  });

  it("drives only the demo's own devices, says which, and continues each from where it stands", async () => {
    const before = await placeOf('acme-0001');
    stop = await startDemoSimulation(server.context.db, server.ingestUrl, (line) => lines.push(line));
    const announced = lines.find((line) => line.startsWith('Simulating'));
    expect(announced).toMatch(/^Simulating 59 demo vehicles/);
    expect(announced).toContain('(acme-0001)');
    expect(announced).toContain('(globex-0020)');
    expect(announced).not.toContain('acme-0003');
    expect(announced).not.toContain('863719061234567');
    expect(announced).not.toContain('Real truck');

    // Its first report (within two 5-second intervals) is a short drive from the seeded position, not a jump onto a loop.
    await expect
      .poll(async () => (await placeOf('acme-0001')).last_position_at.getTime(), { timeout: 15_000, interval: 500 })
      .toBeGreaterThan(before.last_position_at.getTime());
    const after = await placeOf('acme-0001');
    expect(haversineKm(before, after)).toBeLessThan(0.25);
    // The first device's vehicle is the one with a fuel sensor: its tank is seeded, so its percentage reads as litres.
    const [fuel] = await server.context.db.query<{ tank_litres: number; level: unknown }>(sql`select f.tank_litres,
      (select p.attributes -> 'fuel' from positions p where p.asset_id = a.id order by p.time desc limit 1) as level
      from asset_fuel_setups f join assets a on a.id = f.asset_id join sensors s on s.id = a.sensor_id where s.unique_id = 'acme-0001'`);
    expect(fuel).toMatchObject({ tank_litres: 80, level: expect.any(Number) });
    expect((await server.context.db.query(sql`select 1 from asset_fuel_setups`)).length).toBe(1);
    await stop();
    stop = undefined;
    expect(
      (
        await server.context.db.query(
          sql`select 1 from positions p join assets a on a.id = p.asset_id join sensors s on s.id = a.sensor_id where s.unique_id in ('acme-0003', '863719061234567') and p.time > now() - interval '1 minute'`,
        )
      ).length,
    ).toBe(0);
  }, 30_000);
});
