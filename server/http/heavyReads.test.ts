import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { heavyReadOperations, heavyReads } from './heavyReads';
import { loadContract } from '../app';

/** A read that finishes when the test says so. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, work: async () => (await opened, 'done') };
}

describe('heavy reads', () => {
  it('runs a few at once, queues a few more in order, and answers 503 with Retry-After beyond the queue', async () => {
    const reads = heavyReads({ concurrency: 2, queue: 1, retryAfterSeconds: 5 });
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const answers = gates.map((g, index) => reads.run(async () => (started.push(index), g.work())));
    await Promise.resolve();
    expect([reads.running, reads.waiting, started]).toEqual([2, 1, [0, 1]]);

    const refused = await reads.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 503,
      headers: { 'retry-after': '5' },
      body: { error: expect.stringContaining('try again') },
    });

    gates[1].open();
    await answers[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect([reads.running, reads.waiting, started]).toEqual([2, 0, [0, 1, 2]]);
    gates[0].open();
    gates[2].open();
    expect(await Promise.all(answers)).toEqual(['done', 'done', 'done']);
    expect([reads.running, reads.waiting]).toEqual([0, 0]);
  });

  it('gives the slot back when a read fails', async () => {
    const reads = heavyReads({ concurrency: 1, queue: 0, retryAfterSeconds: 5 });
    await expect(reads.run(async () => Promise.reject(new Error('statement timeout')))).rejects.toThrow('statement timeout');
    expect(await reads.run(async () => 'next')).toBe('next');
  });

  it("are the contract's report reads and the fleet replay, not the light reads", () => {
    const heavy = heavyReadOperations(loadContract());
    expect(heavy).toContain('getLocationSeries');
    expect(heavy).toContain('getMovementReport');
    expect(heavy).toContain('listPositions');
    expect(heavy).toContain('getFuelReport');
    expect(heavy).toContain('getCostReport');
    expect(heavy).toContain('getDrivingScores');
    expect(heavy).toContain('getCorridorTimeReport');
    expect(heavy).toContain('listDriverTrips');
    expect(heavy).toContain('getDriverScoreHistory');
    expect(heavy).not.toContain('getHealth');
    expect(heavy).not.toContain('listAssets');
    expect(heavy.size).toBe(22);
  });
});
