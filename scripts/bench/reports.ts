// `npm run bench -- reports [--pg postgres://...] [--engine pglite|postgresql] [--days 30] [--runs 20]`:
// times GET /assets/{id}/report/trip/all (first page of the month, with its total) and
// GET /assets/{id}/report/movement/all (the month) for one asset that reported every 10 s for
// 30 days (about 260,000 positions), GET /assets/{id}/report/fuel (the month) and GET /reports/costs for
// 500 assets that reported once a minute over the month's last day (--fleet; 720,000 positions), on PGlite
// and on PostgreSQL (TEST_DATABASE_URL or --pg; a schema of its own, dropped afterwards). The fleet's fuel
// report is the cost report: there is no other answer of many assets' fuel, and it runs each asset's fuel
// report (getCostReport). Targets: 200 ms for the trip list and movement on PostgreSQL; 1 s for the fuel
// report of the month and of the fleet's day (issue 31).
import { parseArgs } from 'node:util';
import sql from 'sql-template-tag';
import type { Db } from '../../server/db/engine';
import { recordTrips } from '../../server/telemetry/trips/recordTrips';
import { backendsCpuMs, cpuBetween } from './ingest/cpuTime';
import { storeTrack, TrackRecorder, type TrackOwner } from '../../tests/support/tracks';

const { values } = parseArgs({
  options: {
    pg: { type: 'string' },
    engine: { type: 'string' },
    days: { type: 'string', default: '30' },
    runs: { type: 'string', default: '20' },
    fleet: { type: 'string', default: '500' },
  },
});
if (values.pg) process.env.TEST_DATABASE_URL = values.pg;
// Imported after TEST_DATABASE_URL is settled: it decides the engines.
const { engines, startTestServer } = await import('../../tests/support/server');
const { accounts, apiClient } = await import('../../tests/support/api');

const targetMs = { tripList: 200, movement: 200, fuel: 1000, costs: 1000 };
const dayMs = 86_400_000;
const headings = [0, 90, 180, 270] as const;

/** A device that never stops reporting: every 10 s, parked or not; six drives a day between 07:00 and 19:00. */
function monthOfReports(days: number, end: number) {
  const start = Math.floor(end / dayMs) * dayMs - days * dayMs;
  const track = new TrackRecorder(start, 52.52, 13.405);
  for (let day = 0; day < days; day++) {
    track.park((start + day * dayMs + 7 * 3_600_000 - track.time) / 60_000, { jitterMetres: 5 });
    for (let drive = 0; drive < 6; drive++) {
      track.drive(headings[(day + drive) % 4], 6 + (drive % 3) * 4, 35 + drive * 3).park(30 + drive * 15, { jitterMetres: 5 });
    }
  }
  track.park((start + days * dayMs - track.time) / 60_000 - 1, { jitterMetres: 5 });
  return { points: track.points, from: new Date(start), to: new Date(start + days * dayMs) };
}

async function seedReportingAsset(db: Db, days: number) {
  const [{ id: tenantId }] = await db.query<{ id: string }>(sql`select id from tenants where name = 'Acme Logistics'`);
  const [{ id: assetId }] = await db.query<{ id: string }>(
    sql`insert into assets (tenant_id, name) values (${tenantId}, 'Bench van') returning id`,
  );
  const owner: TrackOwner = { assetId, tenantId };
  const month = monthOfReports(days, Date.now());
  const started = performance.now();
  // A CAN fuel level (Teltonika IO 84, 0.1 L) falling 0.05 L a report while driving, refilled to 400 L at 60 L.
  let litres = 400;
  const fuelOf = (point: { speedKmh: number }) => {
    litres = point.speedKmh > 3 ? litres - 0.05 : litres < 60 ? 400 : litres;
    return { io84: Math.round(litres * 10) };
  };
  for (let first = 0; first < month.points.length; first += 10_000) {
    await storeTrack(db, owner, month.points.slice(first, first + 10_000), fuelOf);
  }
  await db.query(sql`insert into asset_fuel_setups (asset_id, tenant_id, tank_litres, sensor)
    values (${assetId}, ${tenantId}, 400, ${JSON.stringify({ attribute: 'io84', unit: 'litres', scale: 0.1 })}::jsonb)`);
  const stored = performance.now();
  const trips = await recordTrips(db, owner, { movingSpeedKmh: 3, tripStopMinutes: 5 });
  await db.exec('vacuum analyze');
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
  return { ...month, assetId, tenantId, trips, storeSeconds: seconds(started, stored), deriveSeconds: seconds(stored, performance.now()) };
}

/**
 * `count` assets of the tenant over the day before `to`, a report a minute: parked with GPS jitter, three
 * drives of 10 to 20 km, an IO 84 level falling 0.2 L a driven minute (the helpers of the month above).
 */
async function seedFleetDay(db: Db, tenantId: string, count: number, to: Date) {
  const from = new Date(to.getTime() - dayMs);
  const sensor = JSON.stringify({ attribute: 'io84', unit: 'litres', scale: 0.1 });
  const started = performance.now();
  let positions = 0;
  for (let index = 0; index < count; index++) {
    const [{ id: assetId }] = await db.query<{ id: string }>(
      sql`insert into assets (tenant_id, name) values (${tenantId}, ${`Bench fleet ${index}`}) returning id`,
    );
    await db.query(sql`insert into asset_fuel_setups (asset_id, tenant_id, tank_litres, sensor)
      values (${assetId}, ${tenantId}, 300, ${sensor}::jsonb)`);
    const track = new TrackRecorder(from.getTime(), 48 + (index % 50) / 10, 2 + Math.floor(index / 50) / 10);
    const minute = { everySeconds: 60 };
    track.park(6 * 60 + (index % 60), minute);
    for (let drive = 0; drive < 3; drive++) track.drive(headings[(index + drive) % 4], 10 + (drive % 2) * 10, 50, minute).park(120, minute);
    track.park((to.getTime() - track.time) / 60_000 - 1, minute);
    let litres = 250;
    await storeTrack(db, { assetId, tenantId }, track.points, (point) => {
      if (point.speedKmh > 3) litres -= 0.2;
      return { io84: Math.round(litres * 10) };
    });
    positions += track.points.length;
  }
  await db.exec('vacuum analyze');
  return { from, to, positions, storeSeconds: ((performance.now() - started) / 1000).toFixed(1) };
}

/**
 * Median and 95th percentile of `runs` timed calls, after one warm-up call, and the CPU a call took in this
 * process (the server and its client) and in PostgreSQL's backends (null on PGlite, which runs in this process):
 * on a machine whose speed moves from one hour to the next, CPU tells a change's effect better than time.
 */
async function timeCalls(db: Db, runs: number, call: () => Promise<unknown>) {
  await call();
  const times: number[] = [];
  const cpu = process.cpuUsage();
  const backends = db.kind === 'postgresql' ? await backendsCpuMs(db, [process.pid]) : null;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  const { user, system } = process.cpuUsage(cpu);
  const databaseMs = backends && cpuBetween(backends, await backendsCpuMs(db, [process.pid]));
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)];
  return { median: at(0.5), p95: at(0.95), serverCpuMs: (user + system) / 1000 / runs, databaseCpuMs: databaseMs && databaseMs / runs };
}

const ms = (value: number) => value.toFixed(1);
const rows: Record<string, string | number>[] = [];
for (const engine of engines.filter((name) => !values.engine || name === values.engine)) {
  const server = await startTestServer({ engine, config: { demoHistoryDays: 0 }, productionHashCost: true });
  try {
    const api = apiClient(server.baseUrl);
    const { accessToken: token } = await api.login(accounts.viewer.email, accounts.viewer.password);
    const asset = await seedReportingAsset(server.context.db, Number(values.days));
    const fleet = await seedFleetDay(server.context.db, asset.tenantId, Number(values.fleet), asset.to);
    const period = `from=${asset.from.toISOString()}&to=${asset.to.toISOString()}`;
    const expectOk = async (path: string) => {
      const response = await api.call('GET', path, { token });
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    };
    const runs = Number(values.runs);
    const tripList = await timeCalls(server.context.db, runs, () =>
      expectOk(`/assets/${asset.assetId}/report/trip/all?${period}&pageNumber=1&pageSize=25`),
    );
    const movement = await timeCalls(server.context.db, runs, () => expectOk(`/assets/${asset.assetId}/report/movement/all?${period}`));
    const fuel = await timeCalls(server.context.db, runs, () => expectOk(`/assets/${asset.assetId}/report/fuel?${period}&maxPoints=500`));
    const costs = await timeCalls(server.context.db, runs, () =>
      expectOk(`/reports/costs?from=${fleet.from.toISOString()}&to=${fleet.to.toISOString()}`),
    );
    const month = { positions: asset.points.length, trips: asset.trips, 'store s': asset.storeSeconds, 'derive s': asset.deriveSeconds };
    for (const [report, timing, seeded, target] of [
      ['trip list (page of 25)', tripList, month, targetMs.tripList],
      ['movement (month)', movement, month, targetMs.movement],
      ['fuel (month)', fuel, month, targetMs.fuel],
      [
        `fuel and costs (${values.fleet} assets, day)`,
        costs,
        { positions: fleet.positions, trips: '-', 'store s': fleet.storeSeconds, 'derive s': '-' },
        targetMs.costs,
      ],
    ] as const) {
      rows.push({
        engine,
        report,
        ...seeded,
        'median ms': ms(timing.median),
        'p95 ms': ms(timing.p95),
        'server CPU ms': ms(timing.serverCpuMs),
        'database CPU ms': timing.databaseCpuMs === null ? '-' : ms(timing.databaseCpuMs),
        'target ms': target,
        'p95 < target': timing.p95 < target ? 'yes' : 'NO',
      });
    }
  } finally {
    await server.stop();
  }
}
console.table(rows);
