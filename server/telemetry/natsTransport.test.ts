import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/engine';
import { natsServerBinary, startNatsServer } from '../../tests/support/natsServer';
import { createLiveBus, type LiveBus } from './liveBus';
import type { LiveEvent } from './liveEvents';

if (!natsServerBinary)
  console.warn('\n*** nats-server is not installed (apt-get install nats-server): the NATS live bus test is SKIPPED. ***\n');

// With NATS_URL the bus never touches the database.
const noDatabase = { kind: 'postgresql' } as Db;
const position: LiveEvent = { type: 'position', tenantId: 't', assetId: 'a', data: { assetId: 'a' } };
const alert: LiveEvent = { type: 'alert', tenantId: 't', assetId: 'a', data: { id: 'x' } };

/** Resolves with the events `bus` delivers until `count` have arrived or `ms` have passed. */
const collect = (bus: LiveBus, count: number, ms: number) =>
  new Promise<LiveEvent[]>((resolve) => {
    const seen: LiveEvent[] = [];
    const done = () => {
      unsubscribe();
      resolve(seen);
    };
    const unsubscribe = bus.subscribe((event) => {
      seen.push(event);
      if (seen.length >= count) done();
    });
    setTimeout(done, ms);
  });

describe.skipIf(!natsServerBinary)('live bus over NATS', () => {
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let sender: LiveBus;
  let receiver: LiveBus;
  beforeAll(async () => {
    nats = await startNatsServer();
    sender = await createLiveBus(noDatabase, { natsUrl: nats.url });
    receiver = await createLiveBus(noDatabase, { natsUrl: nats.url });
  });
  afterAll(async () => {
    await Promise.all([sender?.close(), receiver?.close()]);
    await nats?.stop();
  });

  it('delivers to the other instance, and to its own streams once', async () => {
    const [there, here] = [collect(receiver, 2, 5000), collect(sender, 3, 1000)];
    await sender.publish(position, alert);
    expect(await there).toEqual([position, alert]);
    expect(await here).toEqual([position, alert]);
  });

  it('refuses to start when NATS does not answer', async () => {
    await expect(createLiveBus(noDatabase, { natsUrl: 'nats://127.0.0.1:1' })).rejects.toThrow(/does not answer/);
  });

  it(
    'while NATS is away, still serves its own streams, holds alerts and sends them once it is back; positions are not replayed',
    { timeout: 30_000 },
    async () => {
      await nats.stop();
      const here = collect(sender, 2, 1000);
      // The client notices the closed connection at once; give it a moment.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sender.publish(position, alert);
      expect(await here).toEqual([position, alert]);
      // Both reconnect within about a second and the alert follows; anything replayed besides it would arrive meanwhile.
      const there = collect(receiver, 2, 6000);
      await nats.start();
      expect(await there).toEqual([alert]);
    },
  );
});
