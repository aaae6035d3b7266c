import { describe, expect, it } from 'vitest';
import { createGroupCommit, Overloaded } from './groupCommit';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createGroupCommit', () => {
  it('commits what arrives together in one batch, and what arrives during a commit in the next', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const commit = async (items: number[]) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items.map((item) => item * 10);
    };
    const group = createGroupCommit(commit, { maxBatch: 100, maxWaitMs: 60_000, minIntervalMs: 0, onError: () => {} });
    const first = [1, 2, 3].map((item) => group.submit(item));
    await tick();
    const second = [4, 5].map((item) => group.submit(item));
    await tick();
    expect(batches).toEqual([[1, 2, 3]]);
    release();
    expect(await Promise.all([...first, ...second])).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('answers nothing before its commit has finished', async () => {
    let committed = false;
    const group = createGroupCommit(
      async (items: string[]) => {
        await tick();
        committed = true;
        return items;
      },
      { maxBatch: 10, maxWaitMs: 60_000, minIntervalMs: 0, onError: () => {} },
    );
    expect(await group.submit('a')).toBe('a');
    expect(committed).toBe(true);
  });

  it('cuts batches at maxBatch', async () => {
    const sizes: number[] = [];
    const group = createGroupCommit(
      async (items: number[]) => {
        sizes.push(items.length);
        return items;
      },
      { maxBatch: 4, maxWaitMs: 60_000, minIntervalMs: 0, onError: () => {} },
    );
    await Promise.all(Array.from({ length: 10 }, (_, index) => group.submit(index)));
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('retries a failed batch item by item, so one bad item fails alone', async () => {
    const errors: unknown[] = [];
    const group = createGroupCommit(
      async (items: number[]) => {
        if (items.includes(13)) throw new Error('unlucky');
        return items;
      },
      { maxBatch: 10, maxWaitMs: 60_000, minIntervalMs: 0, onError: (error) => errors.push(error) },
    );
    const results = await Promise.allSettled([12, 13, 14].map((item) => group.submit(item)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(errors).toHaveLength(1);
  });

  it('starts a batch no sooner than minIntervalMs after the previous one, but a lone item after a quiet spell at once', async () => {
    const starts: { at: number; items: number[] }[] = [];
    const group = createGroupCommit(
      async (items: number[]) => {
        starts.push({ at: performance.now(), items });
        return items;
      },
      { maxBatch: 100, maxWaitMs: 60_000, minIntervalMs: 40, onError: () => {} },
    );
    await group.submit(1);
    // Arriving during the interval, 2 and 3 wait for its end and share a batch.
    const during = [2, 3].map((item) => group.submit(item));
    await Promise.all(during);
    expect(starts.map((start) => start.items)).toEqual([[1], [2, 3]]);
    expect(starts[1].at - starts[0].at).toBeGreaterThanOrEqual(39);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const quiet = performance.now();
    await group.submit(4);
    expect(starts[2].at - quiet).toBeLessThan(20);
  });

  it('drains what it took, then refuses more', async () => {
    const group = createGroupCommit(
      async (items: number[]) => {
        await tick();
        return items;
      },
      { maxBatch: 10, maxWaitMs: 60_000, minIntervalMs: 0, onError: () => {} },
    );
    const taken = group.submit(1);
    await group.drain();
    expect(await taken).toBe(1);
    await expect(group.submit(2)).rejects.toThrow(/closed/);
  });
});

describe('createGroupCommit under overload', () => {
  it('refuses new items once the oldest has waited too long, instead of letting every answer wait longer', async () => {
    let release: () => void = () => {};
    const group = createGroupCommit(
      async (items: number[]) => {
        await new Promise<void>((resolve) => (release = resolve));
        return items;
      },
      { maxBatch: 1, maxWaitMs: 20, minIntervalMs: 0, onError: () => {} },
    );
    const taken = [1, 2].map((item) => group.submit(item));
    await new Promise((resolve) => setTimeout(resolve, 40));
    // 1 is being committed; 2 has waited more than 20 ms.
    await expect(group.submit(3)).rejects.toBeInstanceOf(Overloaded);
    release();
    await tick();
    // 2 is being committed now: nothing waits, so there is room again.
    const later = group.submit(4);
    release();
    await tick();
    release();
    expect(await Promise.all([...taken, later])).toEqual([1, 2, 4]);
  });
});
