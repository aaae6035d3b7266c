import { describe, expect, it } from 'vitest';
import { sessionVersionCache } from './sessionVersions';

describe('sessionVersionCache', () => {
  const counting = (versions: Record<string, number | null>) => {
    const reads: string[] = [];
    return { reads, read: async (userId: string) => (reads.push(userId), versions[userId] ?? null) };
  };

  it('reads a user once a second, however many requests ask, and again after forget', async () => {
    let now = 0;
    const store = counting({ u1: 3 });
    const cache = sessionVersionCache(store.read, () => now);
    expect(await Promise.all([cache.get('u1'), cache.get('u1')])).toEqual([3, 3]);
    now = 999;
    await cache.get('u1');
    expect(store.reads).toEqual(['u1']);
    now = 1_000;
    await cache.get('u1');
    expect(store.reads).toEqual(['u1', 'u1']);
    cache.forget('u1');
    await cache.get('u1');
    expect(store.reads).toHaveLength(3);
  });

  it('answers null for a user who does not exist, and does not remember a failed read', async () => {
    let fail = true;
    const cache = sessionVersionCache(
      async () => {
        if (fail) throw new Error('database down');
        return null;
      },
      () => 0,
    );
    await expect(cache.get('gone')).rejects.toThrow('database down');
    fail = false;
    expect(await cache.get('gone')).toBeNull();
  });
});
