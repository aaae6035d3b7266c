import type { DataProvider, GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { STARTUP_FRESH_MS, withStartupPage } from './startupPage';

const params: GetListParams = {
  pagination: { page: 2, perPage: 10 },
  sort: { field: 'name', order: 'DESC' },
  filter: { status: 'Moving', q: 'van' },
};

function setUp() {
  let clock = 0;
  let served = 0;
  const getList = vi.fn(async () => ({ data: [{ id: `answer ${++served}` }], total: 1 }));
  const update = vi.fn(async () => ({ data: { id: 'answer 1' } }));
  const provider = withStartupPage({ getList, update } as Partial<DataProvider> as DataProvider, () => clock);
  return { provider, getList, advance: (ms: number) => (clock += ms) };
}

describe('withStartupPage', () => {
  it("hands the page fetched at start-up to the list's same questions while it is fresh", async () => {
    const { provider, getList } = setUp();
    provider.prefetchListPage('assets', params);
    const reordered = { ...params, filter: { q: 'van', status: 'Moving' }, signal: new AbortController().signal };
    expect((await provider.getList('assets', reordered)).data).toEqual([{ id: 'answer 1' }]);
    expect((await provider.getList('assets', params)).data).toEqual([{ id: 'answer 1' }]);
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('asks the server again after a write', async () => {
    const { provider, getList } = setUp();
    provider.prefetchListPage('assets', params);
    await provider.update('assets', { id: 'answer 1', data: { name: 'Renamed' }, previousData: { id: 'answer 1' } });
    expect((await provider.getList('assets', params)).data).toEqual([{ id: 'answer 2' }]);
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('asks the server for any other page', async () => {
    const { provider, getList } = setUp();
    provider.prefetchListPage('assets', params);
    await provider.getList('assets', { ...params, pagination: { page: 3, perPage: 10 } });
    await provider.getList('drivers', params);
    expect(getList).toHaveBeenCalledTimes(3);
  });

  it('asks the server when the list comes after the page went stale', async () => {
    const { provider, getList, advance } = setUp();
    provider.prefetchListPage('assets', params);
    advance(STARTUP_FRESH_MS);
    expect((await provider.getList('assets', params)).data).toEqual([{ id: 'answer 2' }]);
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('asks again when the start-up fetch failed', async () => {
    const { provider, getList } = setUp();
    getList.mockRejectedValueOnce(new Error('offline'));
    provider.prefetchListPage('assets', params);
    await Promise.resolve();
    await Promise.resolve();
    expect((await provider.getList('assets', params)).data).toEqual([{ id: 'answer 1' }]);
    expect(getList).toHaveBeenCalledTimes(2);
  });
});
