import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { engines } from '../support/server';
import {
  deadOwner,
  killServerProcess,
  openWhenReleased,
  pgliteSetup,
  positionKey,
  postgresSetup,
  startServerProcess,
  storedPositionKeys,
  type ServerProcess,
} from '../support/serverProcess';
import { report, tenantNamed, trackedAssets, type TrackedAsset } from './ingestFixtures';

/**
 * Many devices reporting at once until `stopAfter` positions are acknowledged, when the server
 * is killed; keeps going until requests fail. Answers the positions acknowledged with 200.
 */
async function burstUntilKilled(child: ServerProcess, trucks: TrackedAsset[], stopAfter: number) {
  const acknowledged: { deviceId: string; time: Date }[] = [];
  const base = Date.now() - 3_600_000;
  let sequence = 0;
  let killing: Promise<void> | null = null;
  const device = async () => {
    for (;;) {
      const index = sequence++;
      const position = { deviceId: trucks[index % trucks.length].deviceId, time: new Date(base + index * 1000) };
      const status = await report(child.ingestUrl, position.deviceId, {
        latitude: 52.5,
        longitude: 13.4,
        time: position.time,
        speedKmh: 30,
      }).catch(() => 0);
      if (status !== 200) return;
      acknowledged.push(position);
      if (acknowledged.length >= stopAfter) killing ??= killServerProcess(child, 'SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: 40 }, device));
  await killing;
  return acknowledged;
}

describe.each(engines)('crash during ingestion on %s', (engine) => {
  const setup = engine === 'pglite' ? pgliteSetup() : postgresSetup();
  const children: ServerProcess[] = [];
  afterAll(async () => {
    for (const child of children) await killServerProcess(child, 'SIGKILL');
    await setup.cleanUp();
  });

  it('keeps every acknowledged position after the server is killed mid-burst and restarted', { timeout: 240_000 }, async () => {
    const prepare = await setup.open();
    await migrate(prepare);
    const trucks = await trackedAssets(prepare, await tenantNamed(prepare, 'Crash Test Ltd'), 'crash', 20);
    await prepare.close();

    const first = await startServerProcess(setup.env);
    children.push(first);
    const acknowledged = await burstUntilKilled(first, trucks, 400);
    expect(acknowledged.length).toBeGreaterThanOrEqual(400);

    // Same data directory: the lock file of the killed process is taken over once it is gone.
    await deadOwner(setup.env.FLEET_DATA_DIR);
    const second = await startServerProcess(setup.env);
    children.push(second);
    expect(await report(second.ingestUrl, trucks[0].deviceId, { latitude: 52.5, longitude: 13.4, time: new Date() })).toBe(200);
    await killServerProcess(second, 'SIGTERM');

    const db = await openWhenReleased(setup.open);
    try {
      const keys = await storedPositionKeys(db);
      const lost = acknowledged.filter((position) => !keys.has(positionKey(position.deviceId, position.time)));
      expect(lost).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
