import { isIPv6 } from 'node:net';
import sql, { type Sql } from 'sql-template-tag';
import type { Db } from '../db/engine';
import { tooManyRequests } from '../http/errors';

/** Failures are counted until an hour passes without one. */
const window = sql`interval '1 hour'`;
/** The first delay, doubled with each further failure, up to the longest. */
const firstDelaySeconds = 15;
const longestDelaySeconds = 15 * 60;
/** Free failures of one account from one address (typos), and of one address over all accounts (an office behind NAT). */
const freePerAccountAtAddress = 5;
const freePerAddress = 50;
const purgeEveryMs = 60_000;

/**
 * The part of an address that one client controls: an IPv6 client is usually given a whole /64,
 * so counting its single addresses would let it dodge every limit.
 */
export function addressKey(ip: string): string {
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * Slows down guessing of passwords (and reset codes) without letting anyone lock a user out: failures
 * count per account at an address and per address, never per account alone, so a user signing in
 * from elsewhere is not affected by someone guessing from one place. After the free failures each
 * further one blocks the key for a delay that doubles (15 s up to 15 min); blocked attempts answer
 * 429 with Retry-After at once, before any password is checked. Kept in the database, so every
 * instance sees the same counts, and nothing is kept in memory.
 */
export function createSignInThrottle(db: Db) {
  let purgedAt = 0;
  const keysOf = (account: string, ip: string) => {
    const address = addressKey(ip);
    return [
      { key: `account:${account}|${address}`, free: freePerAccountAtAddress },
      { key: `address:${address}`, free: freePerAddress },
    ];
  };

  const delayAfter = (failures: Sql, free: number) =>
    sql`make_interval(secs => case when ${failures} >= ${free}
      then least(${longestDelaySeconds}, ${firstDelaySeconds} * power(2, ${failures} - ${free})) else 0 end)`;

  /** Rows of keys whose last failure left the window count for nothing: drop them now and then. */
  const purge = async () => {
    if (Date.now() - purgedAt < purgeEveryMs) return;
    purgedAt = Date.now();
    await db.query(sql`delete from sign_in_failures where last_failure_at < now() - ${window}`);
  };

  return {
    /** Refuses the attempt with 429 while the account at this address, or the address, is blocked. */
    async check(account: string, ip: string): Promise<void> {
      const [row] = await db.query<{ wait: number | null }>(sql`select ceil(max(extract(epoch from blocked_until - now()))) :: int as wait
        from sign_in_failures where key = any(${keysOf(account, ip).map(({ key }) => key)}) and blocked_until > now()`);
      if (row?.wait) throw tooManyRequests(Math.max(1, row.wait));
    },

    /** Counts a failed attempt on both keys, and blocks them once past their free failures. */
    async fail(account: string, ip: string): Promise<void> {
      for (const { key, free } of keysOf(account, ip)) {
        const failures = sql`(case when f.last_failure_at > now() - ${window} then f.failures + 1 else 1 end)`;
        await db.query(sql`insert into sign_in_failures as f (key, failures, last_failure_at, blocked_until)
          values (${key}, 1, now(), now() + ${delayAfter(sql`1`, free)})
          on conflict (key) do update set failures = ${failures}, last_failure_at = now(),
            blocked_until = now() + ${delayAfter(failures, free)}`);
      }
      await purge();
    },

    /** A success forgets the failures of the account at this address (not those of the address). */
    async succeed(account: string, ip: string): Promise<void> {
      await db.query(sql`delete from sign_in_failures where key = ${keysOf(account, ip)[0].key}`);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
