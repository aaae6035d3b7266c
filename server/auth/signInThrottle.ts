import { isIPv6 } from 'node:net';
import type { Db } from '../db/engine';
import { tooManyRequests } from '../http/errors';
import { blockedSeconds, forgetFailures, purgeStaleFailures, recordFailure } from '../repos/signInFailures';

/** The first delay, doubled with each further failure, up to the longest. */
const delays = { firstDelaySeconds: 15, longestDelaySeconds: 15 * 60 };
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
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
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
      { key: `account:${account}|${address}`, rule: { free: freePerAccountAtAddress, ...delays } },
      { key: `address:${address}`, rule: { free: freePerAddress, ...delays } },
    ];
  };

  /** Rows of keys whose last failure left the window count for nothing: drop them now and then. */
  const purge = async () => {
    if (Date.now() - purgedAt < purgeEveryMs) return;
    purgedAt = Date.now();
    await purgeStaleFailures(db);
  };

  return {
    /** Refuses the attempt with 429 while the account at this address, or the address, is blocked. */
    async check(account: string, ip: string): Promise<void> {
      const wait = await blockedSeconds(
        db,
        keysOf(account, ip).map(({ key }) => key),
      );
      if (wait) throw tooManyRequests(Math.max(1, wait));
    },

    /** Counts a failed attempt on both keys, and blocks them once past their free failures. */
    async fail(account: string, ip: string): Promise<void> {
      for (const { key, rule } of keysOf(account, ip)) await recordFailure(db, key, rule);
      await purge();
    },

    /** A success forgets the failures of the account at this address (not those of the address). */
    async succeed(account: string, ip: string): Promise<void> {
      await forgetFailures(db, keysOf(account, ip)[0].key);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
