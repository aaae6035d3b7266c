import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { firstPageParams } from './firstPage';

describe('firstPageParams', () => {
  it("is the list's defaults without a query or remembered params", () => {
    expect(firstPageParams('assets', '', memoryStore())).toEqual({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(firstPageParams('alerts', '', memoryStore()).sort).toEqual({ field: 'time', order: 'DESC' });
  });

  it("follows the URL's query", () => {
    const search = `?filter=${encodeURIComponent('{"status":"Moving"}')}&order=DESC&page=3&perPage=50&sort=plateNumber`;
    expect(firstPageParams('assets', search, memoryStore())).toEqual({
      pagination: { page: 3, perPage: 50 },
      sort: { field: 'plateNumber', order: 'DESC' },
      filter: { status: 'Moving' },
    });
  });

  it('takes the params the store remembers when the URL has none', () => {
    const store = memoryStore({ 'drivers.listParams': { filter: { q: 'ann' }, page: 2, perPage: 25, sort: 'name', order: 'DESC' } });
    expect(firstPageParams('drivers', '', store)).toEqual({
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'ann' },
    });
  });
});
