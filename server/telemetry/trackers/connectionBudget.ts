import { BlockList, isIPv6 } from 'node:net';

/** Why a new connection was turned away: every slot taken, or its address's share of them. */
export type TurnedAway = 'cap' | 'share';

/**
 * Open connections of all tracker listeners together, against one cap, and each source address
 * against its share of it: one client, however many sockets it opens, cannot take every slot a
 * registered device needs. Addresses an operator names (a fleet behind one NAT) may use the whole cap.
 */
export interface ConnectionBudget {
  readonly max: number;
  readonly maxPerAddress: number;
  /** Takes a slot for a connection from `address`, or answers why there is none. */
  take(address: string): TurnedAway | null;
  /** Gives back the slot of a connection from `address`. */
  release(address: string): void;
  /** Open connections, all together or from one address. */
  open(address?: string): number;
  /** Connections turned away since the last call, per address and reason; the count starts again. */
  takeTurnedAway(): Map<string, Record<TurnedAway, number>>;
}

/** `::ffff:203.0.113.7` (an IPv4 client of a dual-stack socket) is `203.0.113.7`. */
export const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** Addresses and ranges (`203.0.113.7`, `10.20.0.0/16`, `2001:db8::/32`); a malformed entry stops the start. */
export function addressList(entries: string[], setting: string): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    try {
      if (prefix === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(prefix), family);
    } catch {
      throw new Error(`${setting} must list addresses or ranges such as 203.0.113.7 or 10.20.0.0/16 (got "${entry}")`);
    }
  }
  return list;
}

const contains = (list: BlockList, address: string) => list.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');

export function createConnectionBudget(options: { max: number; maxPerAddress: number; fullCapAddresses?: BlockList }): ConnectionBudget {
  const { max, maxPerAddress, fullCapAddresses = new BlockList() } = options;
  let open = 0;
  const openByAddress = new Map<string, number>();
  let turnedAway = new Map<string, Record<TurnedAway, number>>();
  return {
    max,
    maxPerAddress,
    take(rawAddress) {
      const address = plainAddress(rawAddress);
      const own = openByAddress.get(address) ?? 0;
      const reason: TurnedAway | null = open >= max ? 'cap' : own >= maxPerAddress && !contains(fullCapAddresses, address) ? 'share' : null;
      if (reason) {
        const counts = turnedAway.get(address) ?? { cap: 0, share: 0 };
        counts[reason]++;
        turnedAway.set(address, counts);
        return reason;
      }
      open++;
      openByAddress.set(address, own + 1);
      return null;
    },
    release(rawAddress) {
      const address = plainAddress(rawAddress);
      const own = openByAddress.get(address) ?? 0;
      open--;
      if (own <= 1) openByAddress.delete(address);
      else openByAddress.set(address, own - 1);
    },
    open: (address) => (address === undefined ? open : (openByAddress.get(plainAddress(address)) ?? 0)),
    takeTurnedAway() {
      const counts = turnedAway;
      turnedAway = new Map();
      return counts;
    },
  };
}

/** The log line of what was turned away, the busiest addresses first (at most `shown` named), or null when nothing was. */
export function turnedAwayReport(budget: ConnectionBudget, counts: Map<string, Record<TurnedAway, number>>, shown = 10): string | null {
  if (!counts.size) return null;
  const total = (entry: Record<TurnedAway, number>) => entry.cap + entry.share;
  const busiest = [...counts].sort(([, a], [, b]) => total(b) - total(a));
  const parts = busiest.slice(0, shown).map(([address, entry]) => {
    const reasons = [
      entry.share ? `${entry.share} at its share of ${budget.maxPerAddress} (TRACKER_MAX_CONNECTIONS_PER_ADDRESS)` : '',
      entry.cap ? `${entry.cap} at the cap of ${budget.max} (TRACKER_MAX_CONNECTIONS)` : '',
    ].filter(Boolean);
    return `${address}: ${reasons.join(', ')}`;
  });
  const more = busiest.length > shown ? `; and ${busiest.length - shown} more addresses` : '';
  const sum = busiest.reduce((sum, [, entry]) => sum + total(entry), 0);
  return `trackers: ${sum} connections turned away, by address: ${parts.join('; ')}${more}`;
}
