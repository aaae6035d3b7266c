import pg from 'pg';
import sql from 'sql-template-tag';
import type { Db } from '../../../server/db/engine';
import { dropExpiredPartitions } from '../../../server/db/positionPartitions';
import { insertDay, type BenchHistory } from './generate';

const dayMs = 86_400_000;

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;

/**
 * Adds a day of history before the oldest one, then drops it as retention would while a writer
 * inserts current positions one at a time on a connection of its own; answers the drop's
 * duration and the writer's latencies before and during it.
 */
export async function dropDayUnderWrites(db: Db, databaseUrl: string, history: BenchHistory, log: (line: string) => void) {
  // The oldest partition's day, from the catalog: min(time) would read every partition (no index leads with time).
  const [{ oldest }] = await db.query<{ oldest: string }>(sql`select min(to_date(substr(c.relname, 11), 'YYYYMMDD'))::text as oldest
    from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'positions'::regclass`);
  const day = new Date(Date.parse(oldest) - dayMs);
  await insertDay(db, history, day);
  const retentionDays = Math.floor((Date.now() - day.getTime()) / dayMs) - 1;

  const writer = new pg.Client({ connectionString: databaseUrl });
  await writer.connect();
  const latencies = { before: [] as number[], during: [] as number[] };
  let phase: keyof typeof latencies | null = 'before';
  const write = async () => {
    for (let n = 0; phase; n++) {
      const started = performance.now();
      await writer.query(
        `insert into positions (asset_id, time, tenant_id, latitude, longitude)
        values ($1, now(), $2, 52.5, 13.4) on conflict do nothing`,
        [history.assetIds[n % history.assetIds.length], history.tenantId],
      );
      latencies[phase]?.push(performance.now() - started);
    }
  };
  const writing = write();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  phase = 'during';
  const started = performance.now();
  const dropped = await dropExpiredPartitions(db, retentionDays);
  const dropMs = performance.now() - started;
  phase = null;
  await writing;
  await writer.end();
  log(`dropped ${dropped.join(', ')} (retention ${retentionDays} days) in ${dropMs.toFixed(0)} ms`);
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const [before, during] = [sorted(latencies.before), sorted(latencies.during)];
  return {
    'drop day ms': dropMs.toFixed(0),
    'partitions dropped': dropped.length,
    'writes before': before.length,
    'write p99 before ms': percentile(before, 0.99).toFixed(1),
    'writes during drop': during.length,
    'write p99 during ms': percentile(during, 0.99).toFixed(1),
    'write max during ms': (during.at(-1) ?? NaN).toFixed(1),
  };
}
