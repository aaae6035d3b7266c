import sql from 'sql-template-tag';
import type { Random } from '../../server/seed/random';
import type { TestServer } from '../support/server';
import { connectTracker } from './trackerDevice';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a broken device or a stranger may send a tracker port: random bytes, a valid frame cut
 * short, or a valid frame with bytes overwritten, lengthened or cut (each equally likely).
 */
export function damagedTraffic(random: Random, frames: Buffer[]): Buffer {
  const roll = random.next();
  if (roll < 0.25) return Buffer.from(Array.from({ length: random.int(1, 400) }, () => random.int(0, 255)));
  const frame = Buffer.from(random.pick(frames));
  if (roll < 0.5) return frame.subarray(0, random.int(0, frame.length - 1));
  if (roll < 0.6) return Buffer.concat([frame, Buffer.from([random.int(0, 255)])]);
  for (let flips = random.int(1, 3); flips > 0; flips--) frame[random.int(0, frame.length - 1)] = random.int(0, 255);
  return frame;
}

/** Sends `bytes` on a new connection, in one or two writes, and hangs up after a moment. */
export async function sendAndHangUp(port: number, bytes: Buffer, random: Random): Promise<void> {
  const tracker = await connectTracker(port);
  const cut = random.int(0, bytes.length);
  tracker.write(bytes.subarray(0, cut));
  await sleep(5);
  tracker.write(bytes.subarray(cut));
  await sleep(40);
  tracker.end();
}

/** Stored positions whose fields are out of range: what no bytes a device sends may ever produce. */
export async function impossiblePositions(server: TestServer): Promise<number> {
  const [row] = await server.context.db.query<{ count: number }>(sql`select count(*)::int as count from positions
    where latitude not between -90 and 90 or longitude not between -180 and 180 or speed_kmh < 0 or speed_kmh > 2000
      or heading < 0 or heading >= 360 or altitude not between -1000 and 50000 or time < '2000-01-01' or time > now() + interval '1 day'`);
  return row.count;
}
