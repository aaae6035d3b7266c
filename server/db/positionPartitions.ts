import sql, { raw } from 'sql-template-tag';
import type { Db, Queryable } from './engine';

/**
 * Positions live in one partition per UTC day (`positions_YYYYMMDD`, migration 015). The server
 * keeps the partitions of the days around today created ahead, creates older or later ones when
 * positions for them arrive, and drops whole days past the retention limit.
 */

const dayMs = 86_400_000;
/** Created ahead by the upkeep job; ingestion takes partitions of these days as given. */
const daysBehind = 1;
const daysAhead = 7;

const dayNumber = (time: Date | number) => Math.floor(+time / dayMs);
const isoDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** Creates the missing partitions of the given UTC days (day numbers since 1970); answers how many it created. */
async function ensureDays(db: Queryable, days: number[]): Promise<number> {
  if (!days.length) return 0;
  const [{ created }] = await db.query<{ created: number }>(sql`
    select count(*) filter (where ensure_positions_partition(day))::int as created from unnest(${days.map(isoDay)}::date[]) day`);
  return created;
}

/** The upkeep job: partitions from yesterday to a week ahead. Answers how many it created. */
export function ensureUpcomingPartitions(db: Queryable, now = Date.now()): Promise<number> {
  const today = dayNumber(now);
  return ensureDays(
    db,
    Array.from({ length: daysBehind + daysAhead + 1 }, (_, index) => today - daysBehind + index),
  );
}

/**
 * Before positions are inserted: partitions for the days of `times` that the upkeep job does not
 * keep (a tracker's old buffered positions, the demo history). Costs nothing for current positions.
 */
export function ensurePartitionsFor(tx: Queryable, times: Date[], now = Date.now()): Promise<number> {
  const today = dayNumber(now);
  const days = new Set(times.map(dayNumber).filter((day) => day < today - daysBehind || day > today + daysAhead));
  return ensureDays(tx, [...days]);
}

interface PartitionRow {
  name: string;
  attached: boolean;
  detach_pending: boolean;
}

/**
 * Drops the partitions of the days that ended more than `retentionDays` ago. On PostgreSQL each is
 * detached concurrently first, which waits for the queries reading it but never blocks a writer;
 * a detach interrupted by a crash is finished on the next run. Answers the dropped tables' names.
 */
export async function dropExpiredPartitions(db: Db, retentionDays: number, now = Date.now()): Promise<string[]> {
  const cutoff = isoDay(dayNumber(now - retentionDays * dayMs)).replaceAll('-', '');
  const partitions = await db.query<PartitionRow>(sql`
    select c.relname as name, i.inhrelid is not null as attached, coalesce(i.inhdetachpending, false) as detach_pending
    from pg_class c left join pg_inherits i on i.inhrelid = c.oid and i.inhparent = 'positions'::regclass
    where c.relnamespace = (select relnamespace from pg_class where oid = 'positions'::regclass)
      and c.relkind = 'r' and c.relname ~ '^positions_[0-9]{8}$' and substr(c.relname, 11) < ${cutoff}
    order by c.relname`);
  for (const { name, attached, detach_pending } of partitions) {
    const table = raw(`"${name}"`);
    if (attached && db.kind === 'postgresql') {
      await db.query(sql`alter table positions detach partition ${table} ${raw(detach_pending ? 'finalize' : 'concurrently')}`);
    }
    // Another instance starting at the same moment may have dropped it first.
    await db.query(sql`drop table if exists ${table}`);
  }
  return partitions.map(({ name }) => name);
}
