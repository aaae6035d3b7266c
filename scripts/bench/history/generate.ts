import sql from 'sql-template-tag';
import type { Db } from '../../../server/db/engine';
import { seedAssets } from '../support/seedAssets';

/** The bench fleet: 100 vehicles, each reporting every 259 s (333 positions a day), day and night. */
export const fleetSize = 100;
export const positionsPerAssetDay = 333;
const dayMs = 86_400_000;

export interface BenchHistory {
  tenantId: string;
  assetIds: string[];
  /** The first UTC day of history (midnight); history runs up to today's midnight. */
  firstDay: Date;
  rows: number;
}

/** Days of history holding `rows` positions of the bench fleet. */
export const historyDays = (rows: number) => Math.ceil(rows / (fleetSize * positionsPerAssetDay));

/** One day of positions (and a few trips and alerts) of the whole fleet, up to `until`, generated inside PostgreSQL. */
export async function insertDay(
  db: Db,
  history: Pick<BenchHistory, 'assetIds' | 'tenantId'>,
  day: Date,
  until = new Date(day.getTime() + dayMs),
): Promise<void> {
  await db.query(sql`select ensure_positions_partition(${day.toISOString().slice(0, 10)}::date)`);
  const stepSeconds = 86_400 / positionsPerAssetDay;
  // Vehicles drive from 07:00 to 19:00 on a slow circle around Berlin; positions carry the usual attributes.
  await db.query(sql`
    insert into positions (asset_id, time, tenant_id, latitude, longitude, speed_kmh, heading, altitude, accuracy, attributes, received_at)
    select a.id, t, ${history.tenantId}::uuid,
      52.52 + 0.05 * sin(a.n + extract(epoch from t) / 3600), 13.40 + 0.08 * cos(a.n + extract(epoch from t) / 3600),
      s.speed, (extract(epoch from t)::int / 60) % 360, 34, 5,
      jsonb_build_object('ignition', s.speed > 0, 'batteryLevel', 80 + a.n % 20, 'temperature', 18 + a.n % 7, 'odometer', extract(epoch from t)::int / 10),
      t
    from unnest(${history.assetIds}::uuid[]) with ordinality as a(id, n)
    cross join generate_series(${day}::timestamptz + make_interval(secs => a.n), ${until}::timestamptz - interval '1 second',
      make_interval(secs => ${stepSeconds})) t
    cross join lateral (select case when extract(hour from t at time zone 'UTC') between 7 and 18 then 25 + (a.n * 7) % 40 else 0 end::float8 as speed) s
    on conflict do nothing`);
  await db.query(sql`
    insert into trips (tenant_id, asset_id, start_time, end_time, distance_km, max_speed_kmh, start_latitude, start_longitude, end_latitude, end_longitude)
    select ${history.tenantId}::uuid, a.id, ${day}::timestamptz + make_interval(hours => h), ${day}::timestamptz + make_interval(hours => h, mins => 50),
      30, 65, 52.5, 13.4, 52.55, 13.45
    from unnest(${history.assetIds}::uuid[]) a(id) cross join unnest(array[7, 11, 15]) h
    where ${day}::timestamptz + make_interval(hours => h, mins => 50) < ${until}
    on conflict do nothing`);
  await db.query(sql`
    insert into alerts (tenant_id, asset_id, type, message, latitude, longitude, speed_kmh, time, dedupe_key)
    select ${history.tenantId}::uuid, a.id, 'speeding', 'Speed limit exceeded', 52.5, 13.4, 95,
      ${day}::timestamptz + interval '9 hours', 'bench:' || a.id || ':' || ${day.toISOString()}
    from unnest(${history.assetIds}::uuid[]) a(id)
    where ${day}::timestamptz + interval '9 hours' < ${until}
    on conflict do nothing`);
}

/**
 * Creates the bench fleet and its history up to now, one day per statement, and records it in
 * `bench_history` (the database's own bench table), so an interrupted generation resumes where it
 * stopped. Answers the history.
 */
export async function generateHistory(db: Db, rows: number, log: (line: string) => void): Promise<BenchHistory> {
  await db.exec(
    'create table if not exists bench_history (tenant_id uuid not null, asset_ids uuid[] not null, first_day timestamptz not null, rows bigint not null, done_through timestamptz)',
  );
  let [meta] = await db.query<{ tenant_id: string; asset_ids: string[]; first_day: Date; rows: string; done_through: Date | null }>(
    sql`select * from bench_history`,
  );
  if (!meta) {
    const [{ id: tenantId }] = await db.query<{ id: string }>(sql`select id from tenants where name = 'Acme Logistics'`);
    const assetIds = await seedAssets(db, tenantId, fleetSize);
    const today = Math.floor(Date.now() / dayMs) * dayMs;
    const firstDay = new Date(today - historyDays(rows) * dayMs);
    [meta] = await db.query(sql`insert into bench_history values (${tenantId}, ${assetIds}, ${firstDay}, ${rows}, null) returning *`);
  }
  const history = { tenantId: meta.tenant_id, assetIds: meta.asset_ids, firstDay: meta.first_day, rows: Number(meta.rows) };
  const today = Math.floor(Date.now() / dayMs) * dayMs;
  const started = performance.now();
  let day = meta.done_through ? meta.done_through.getTime() + dayMs : history.firstDay.getTime();
  const touched: string[] = [];
  for (let done = 0; day <= today; day += dayMs, done++) {
    touched.push(`positions_${new Date(day).toISOString().slice(0, 10).replaceAll('-', '')}`);
    // Today is generated up to now, and topped up by each later run.
    await insertDay(db, history, new Date(day), new Date(Math.min(day + dayMs, Date.now())));
    if (day + dayMs <= Date.now()) await db.query(sql`update bench_history set done_through = ${new Date(day)}`);
    if (done % 30 === 29) {
      const rate = ((done + 1) * fleetSize * positionsPerAssetDay) / ((performance.now() - started) / 1000);
      log(`generated through ${new Date(day).toISOString().slice(0, 10)} (${Math.round(rate)} positions/s)`);
    }
  }
  // The partitions written now (each is small), not the whole table: sampling 60 million rows takes a quarter of an hour here.
  for (const table of touched) await db.exec(`analyze ${table}`);
  await db.exec('analyze assets, trips, alerts');
  return history;
}
