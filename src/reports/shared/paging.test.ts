import { describe, expect, it } from 'vitest';
import { collectPages, mapWithLimit, thinEvenly } from './paging';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('collectPages', () => {
  const pagedList = (all: number[]) => {
    const asked: number[] = [];
    const loadPage = async (pageNumber: number, pageSize: number) => {
      asked.push(pageNumber);
      return { rows: all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), total: all.length };
    };
    return { asked, loadPage };
  };

  it('fetches page after page until the total has arrived, reporting progress', async () => {
    const { asked, loadPage } = pagedList(numbers(25));
    const progress: [number, number | null][] = [];
    const rows = await collectPages(loadPage, (done, total) => progress.push([done, total]), 10);
    expect(rows).toEqual(numbers(25));
    expect(asked).toEqual([1, 2, 3]);
    expect(progress).toEqual([
      [10, 25],
      [20, 25],
      [25, 25],
    ]);
  });

  it('stops after a full last page when the total says so', async () => {
    const { asked, loadPage } = pagedList(numbers(20));
    expect(await collectPages(loadPage, () => {}, 10)).toHaveLength(20);
    expect(asked).toEqual([1, 2]);
  });

  it('asks once for an empty list', async () => {
    const { asked, loadPage } = pagedList([]);
    expect(await collectPages(loadPage, () => {}, 10)).toEqual([]);
    expect(asked).toEqual([1]);
  });
});

describe('mapWithLimit', () => {
  it('keeps item order, never runs more than the limit at once and reports each completion', async () => {
    let running = 0;
    let most = 0;
    const progress: number[] = [];
    const results = await mapWithLimit(
      numbers(7),
      3,
      async (n) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, (7 - n) * 2));
        running -= 1;
        return n * 10;
      },
      (done) => progress.push(done),
    );
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(most).toBe(3);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('rejects with the first failure', async () => {
    const failing = mapWithLimit(
      [1, 2, 3],
      2,
      async (n) => {
        if (n === 2) throw new Error('no trip 2');
        return n;
      },
      () => {},
    );
    await expect(failing).rejects.toThrow('no trip 2');
  });
});

describe('thinEvenly', () => {
  it('keeps short lists whole', () => {
    expect(thinEvenly([1, 2, 3], 5)).toEqual([1, 2, 3]);
  });

  it('keeps the first and last items and spreads the rest evenly', () => {
    expect(thinEvenly(numbers(101), 5)).toEqual([0, 25, 50, 75, 100]);
    expect(thinEvenly(numbers(10), 4)).toEqual([0, 3, 6, 9]);
  });
});
