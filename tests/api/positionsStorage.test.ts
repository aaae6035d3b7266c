import { readFileSync } from 'node:fs';
import sql, { raw } from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable, Statement } from '../../server/db/engine';
import { migrate } from '../../server/db/migrate';
import { locationSeries, fleetPositions } from '../../server/repos/positionSeries';
import { serverJobs } from '../../server/jobs/serverJobs';
import { insertPositions } from '../../server/telemetry/ingest/writePositions';
import { assetColumns, assetFrom } from '../../server/repos/assets';
import { engines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';

const dayMs = 86_400_000;
const migrationsDir = new URL('../../server/db/migrations/', import.meta.url);

/** The positions' number and a digest of every column of every row, in key order. */
const fingerprint = async (db: Queryable) =>
  (
    await db.query<{ count: number; digest: string }>(sql`
    select count(*)::int as count, md5(string_agg(p::text, '|' order by asset_id, time)) as digest from positions p`)
  )[0];

const partitionsOf = async (db: Queryable) =>
  (
    await db.query<{ name: string }>(sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'positions'::regclass order by 1`)
  ).map((row) => row.name);

const partitionOf = (time: number) => `positions_${new Date(time).toISOString().slice(0, 10).replaceAll('-', '')}`;

/** Runs `read` and answers the partitions of positions that the plan of each of its statements reads. */
async function partitionsRead(db: Queryable, read: (spy: Queryable) => Promise<unknown>): Promise<string[]> {
  const statements: Statement[] = [];
  await read({ query: (statement) => (statements.push(statement), db.query(statement)) });
  const names = new Set<string>();
  for (const statement of statements) {
    const explain = { text: `explain ${statement.text}`, values: statement.values } as unknown as Statement;
    const plan = await db.query<{ 'QUERY PLAN': string }>(explain);
    for (const { 'QUERY PLAN': line } of plan) for (const match of line.matchAll(/positions_\d{8}/g)) names.add(match[0]);
  }
  return [...names].sort();
}

describe.each(engines)('positions partitioned by day on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine, config: { demoHistoryDays: 2, retentionDays: 5 } });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('moves the demo history into daily partitions without losing or changing a row (migration 015)', async () => {
    const { db } = server.context;
    const before = await fingerprint(db);
    expect(before.count).toBeGreaterThan(500);
    // Back to the table of migration 001, holding the same rows, as a database before 015 has it.
    const original = readFileSync(new URL('001_init.sql', migrationsDir), 'utf8').match(
      /create table positions \([\s\S]*?\n\);\ncreate index positions_tenant_time[^;]*;/,
    )?.[0];
    expect(original).toBeDefined();
    await db.exec(`alter table positions rename to positions_migrated;
      alter table positions_migrated rename constraint positions_pkey to positions_migrated_pkey;
      alter index positions_tenant_time rename to positions_migrated_tenant_time;
      ${original}
      insert into positions select * from positions_migrated;
      drop table positions_migrated;
      drop function ensure_positions_partition(date);
      delete from schema_migrations where name = '015_positions_partitioned.sql';`);
    expect(await partitionsOf(db)).toEqual([]);

    expect(await migrate(db)).toEqual(['015_positions_partitioned.sql']);
    expect(await fingerprint(db)).toEqual(before);
    const days = await db.query<{ partition: string; first: Date; last: Date }>(sql`
      select tableoid::regclass::text as partition, min(time) as first, max(time) as last from positions group by 1`);
    expect(days.length).toBeGreaterThanOrEqual(2);
    for (const day of days) {
      expect(day.partition).toMatch(partitionOf(day.first.getTime()));
      expect(partitionOf(day.last.getTime())).toBe(partitionOf(day.first.getTime()));
    }
    // Days ahead are ready for ingestion.
    expect(await partitionsOf(db)).toContain(partitionOf(Date.now() + 7 * dayMs));
  });

  it("keeps each asset's latest position in asset_positions (migration 016), and lists assets without reading positions", async () => {
    const { db } = server.context;
    const latest = async () =>
      (
        await db.query<{ digest: string; placed: number }>(sql`select md5(string_agg(p::text, '|' order by asset_id)) as digest,
      count(*) filter (where latitude is not null)::int as placed from asset_positions p`)
      )[0];
    const before = await latest();
    expect(before.placed).toBeGreaterThan(10);
    // Back to the position columns of the asset row, as a database before 016 has them.
    await db.exec(`alter table assets add column status text not null default 'OutOfNetwork', add column latitude double precision,
        add column longitude double precision, add column address text, add column speed_kmh double precision,
        add column heading double precision, add column last_position_at timestamptz;
      update assets a set status = p.status, latitude = p.latitude, longitude = p.longitude, address = p.address,
        speed_kmh = p.speed_kmh, heading = p.heading, last_position_at = p.last_position_at from asset_positions p where p.asset_id = a.id;
      drop table asset_positions;
      drop function add_asset_position() cascade;
      delete from schema_migrations where name = '016_asset_positions.sql';`);
    expect(await migrate(db)).toEqual(['016_asset_positions.sql']);
    expect(await latest()).toEqual(before);

    const [{ tenant_id: tenantId }] = await db.query<{ tenant_id: string }>(sql`select tenant_id from assets limit 1`);
    const plan = (
      await db.query<{ 'QUERY PLAN': string }>(
        sql`explain select ${assetColumns} from ${assetFrom} where a.tenant_id = ${tenantId} order by p.status, a.name limit 25`,
      )
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/asset_positions/);
    expect(plan).not.toMatch(/\bpositions(_\d{8})?\b/);
  });

  it("stores a tracker's positions from long ago, creating their day, and deletes an asset with its positions", async () => {
    const { db } = server.context;
    const [asset] = await db.query<{ id: string; tenant_id: string }>(sql`select id, tenant_id from assets order by name limit 1`);
    const longAgo = new Date(Date.now() - 400 * dayMs);
    const report = {
      deviceId: 'x',
      time: longAgo,
      latitude: 52.5,
      longitude: 13.4,
      speedKmh: 0,
      heading: null,
      altitude: null,
      accuracy: null,
      attributes: {},
    };
    const inserted = await db.transaction((tx) => insertPositions(tx, [{ assetId: asset.id, tenantId: asset.tenant_id, report }]));
    expect(inserted.size).toBe(1);
    expect(await partitionsOf(db)).toContain(partitionOf(longAgo.getTime()));

    const api = apiClient(server.baseUrl);
    const { accessToken: token } = await api.login(accounts.admin.email, accounts.admin.password);
    expect((await api.call('DELETE', `/assets/${asset.id}`, { token })).status).toBe(200);
    expect(await db.query(sql`select 1 from positions where asset_id = ${asset.id}`)).toEqual([]);
  });

  it('reads only the partitions of the period a series or the fleet replay asks for', async () => {
    const { db } = server.context;
    const [asset] = await db.query<{ id: string; tenant_id: string }>(sql`select asset_id as id, tenant_id from positions
      group by 1, 2 order by count(*) desc limit 1`);
    const today = Math.floor(Date.now() / dayMs) * dayMs;
    const period = { from: new Date(today - dayMs), to: new Date(today) };
    const expected = [partitionOf(today - dayMs)];
    expect((await partitionsOf(db)).length).toBeGreaterThan(5);
    expect(await partitionsRead(db, (spy) => locationSeries(spy, asset.id, period, { maxRows: 100_000, maxPoints: 500 }))).toEqual(
      expected,
    );
    expect(
      await partitionsRead(db, (spy) =>
        fleetPositions(spy, sql`tenant_id = ${asset.tenant_id}`, period, { maxRows: 100_000, maxPoints: 100 }),
      ),
    ).toEqual(expected);
  });

  it('drops whole days past FLEET_RETENTION_DAYS and keeps the trips and alerts of those days', async () => {
    const { db } = server.context;
    const [asset] = await db.query<{ id: string; tenant_id: string }>(sql`select id, tenant_id from assets order by name limit 1`);
    const old = Math.floor(Date.now() / dayMs) * dayMs - 9 * dayMs + 3_600_000;
    const report = (time: number) => ({
      deviceId: 'x',
      time: new Date(time),
      latitude: 52.5,
      longitude: 13.4,
      speedKmh: 40,
      heading: 0,
      altitude: null,
      accuracy: null,
      attributes: {},
    });
    await db.transaction((tx) =>
      insertPositions(
        tx,
        [old, old + 60_000, Date.now() - 3 * dayMs].map((time) => ({ assetId: asset.id, tenantId: asset.tenant_id, report: report(time) })),
      ),
    );
    const waypoints = [
      { latitude: 52.5, longitude: 13.4 },
      { latitude: 52.51, longitude: 13.4 },
    ];
    const [trip] = await db.query<{
      id: string;
    }>(sql`insert into trips (tenant_id, asset_id, start_time, end_time, distance_km, max_speed_kmh,
        start_latitude, start_longitude, end_latitude, end_longitude, waypoints)
      values (${asset.tenant_id}, ${asset.id}, ${new Date(old)}, ${new Date(old + 60_000)}, 0.7, 40, 52.5, 13.4, 52.51, 13.4, ${JSON.stringify(waypoints)}) returning id`);
    await db.query(sql`insert into alerts (tenant_id, asset_id, type, message, latitude, longitude, speed_kmh, time, dedupe_key)
      values (${asset.tenant_id}, ${asset.id}, 'speeding', 'Speed limit exceeded', 52.5, 13.4, 40, ${new Date(old)}, ${`retention-test-${engine}`})`);
    const countOf = async (table: string, timeColumn: string) =>
      (
        await db.query<{ count: number }>(sql`select count(*)::int as count
      from ${raw(table)} where asset_id = ${asset.id} and ${raw(timeColumn)} = any(${[new Date(old)]})`)
      )[0].count;
    expect(await countOf('positions', 'time')).toBe(1);

    const retention = serverJobs(
      server.context,
      () => {},
      async () => {},
    ).find((job) => job.name === 'positions-retention');
    await retention?.run({});

    expect(await partitionsOf(db)).not.toContain(partitionOf(old));
    const [{ oldest }] = await db.query<{ oldest: Date }>(sql`select min(time) as oldest from positions`);
    expect(oldest.getTime()).toBeGreaterThanOrEqual(Math.floor(Date.now() / dayMs) * dayMs - 5 * dayMs);
    expect(await countOf('positions', 'time')).toBe(0);
    expect(await countOf('trips', 'start_time')).toBe(1);
    expect(await countOf('alerts', 'time')).toBe(1);

    const api = apiClient(server.baseUrl);
    const { accessToken: token } = await api.login(accounts.sysadmin.email, accounts.sysadmin.password);
    const trips = await api.call(
      'GET',
      `/assets/${asset.id}/report/trip/all?from=${new Date(old - dayMs).toISOString()}&to=${new Date(old + dayMs).toISOString()}`,
      { token },
    );
    expect(trips.status).toBe(200);
    expect(trips.body).toHaveLength(1);
    // Its page draws the stored track once the positions are gone.
    const page = await api.call<Schema<'Trip'>>('GET', `/trips/${trip.id}`, { token });
    expect(page.status).toBe(200);
    expect(page.body.waypoints).toEqual(waypoints);
  });
});
