import sql, { type Sql } from 'sql-template-tag';
import type { Queryable } from '../db/engine';

/** Failures are counted until an hour passes without one. */
const window = sql`interval '1 hour'`;

/** How long a key is blocked after a failure: nothing for the free ones, then a delay doubled with each further one, up to the longest. */
export interface BlockRule {
  free: number;
  firstDelaySeconds: number;
  longestDelaySeconds: number;
}

const delayAfter = (failures: Sql, rule: BlockRule) =>
  sql`make_interval(secs => case when ${failures} >= ${rule.free}
    then least(${rule.longestDelaySeconds}, ${rule.firstDelaySeconds} * power(2, ${failures} - ${rule.free})) else 0 end)`;

/** Whole seconds until the last of the keys is unblocked; null when none is blocked. */
export async function blockedSeconds(db: Queryable, keys: string[]): Promise<number | null> {
  const [row] = await db.query<{ wait: number | null }>(sql`select ceil(max(extract(epoch from blocked_until - now()))) :: int as wait
    from sign_in_failures where key = any(${keys}) and blocked_until > now()`);
  return row?.wait ?? null;
}

/** Counts a failure of the key (anew when its last one left the window) and blocks it by the rule. */
export async function recordFailure(db: Queryable, key: string, rule: BlockRule): Promise<void> {
  const failures = sql`(case when f.last_failure_at > now() - ${window} then f.failures + 1 else 1 end)`;
  await db.query(sql`insert into sign_in_failures as f (key, failures, last_failure_at, blocked_until)
    values (${key}, 1, now(), now() + ${delayAfter(sql`1`, rule)})
    on conflict (key) do update set failures = ${failures}, last_failure_at = now(),
      blocked_until = now() + ${delayAfter(failures, rule)}`);
}

export async function forgetFailures(db: Queryable, key: string): Promise<void> {
  await db.query(sql`delete from sign_in_failures where key = ${key}`);
}

/** Drops the keys whose last failure left the window: they count for nothing. */
export async function purgeStaleFailures(db: Queryable): Promise<void> {
  await db.query(sql`delete from sign_in_failures where last_failure_at < now() - ${window}`);
}
