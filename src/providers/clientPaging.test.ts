import { describe, expect, it } from 'vitest';
import { pageOnClient } from './clientPaging';

const users = [
  { id: 1, fullName: { firstName: 'Ada', lastName: 'Zuse' }, role: 'Admin', lastLoginAt: null },
  { id: 2, fullName: { firstName: 'Otto', lastName: 'Berg' }, role: 'Operator', lastLoginAt: '2026-01-02' },
  { id: 3, fullName: { firstName: 'Vera', lastName: 'Mann' }, role: 'Viewer', lastLoginAt: '2026-01-05' },
];

const ids = (result: { data: { id: unknown }[] }) => result.data.map((row) => row.id);

describe('paging on the client (servers without X-Total-Count)', () => {
  it('sorts by a nested field both ways, missing values last either way', () => {
    expect(ids(pageOnClient(users, { sort: { field: 'fullName.lastName', order: 'ASC' } }))).toEqual([2, 3, 1]);
    expect(ids(pageOnClient(users, { sort: { field: 'lastLoginAt', order: 'DESC' } }))).toEqual([3, 2, 1]);
    expect(ids(pageOnClient(users, { sort: { field: 'lastLoginAt', order: 'ASC' } }))).toEqual([2, 3, 1]);
  });

  it('searches the text of nested values and keeps exact matches of the other filters', () => {
    expect(ids(pageOnClient(users, { filter: { q: 'BER' } }))).toEqual([2]);
    expect(ids(pageOnClient(users, { filter: { q: 'a', role: 'Viewer' } }))).toEqual([3]);
  });

  it('keeps only unread alerts when asked, and every alert otherwise', () => {
    const alerts = [
      { id: 'a', isRead: true },
      { id: 'b', isRead: false },
    ];
    expect(ids(pageOnClient(alerts, { filter: { unread: true } }))).toEqual(['b']);
    expect(ids(pageOnClient(alerts, { filter: { unread: false } }))).toEqual(['a', 'b']);
  });

  it('answers one page and the total of matching rows', () => {
    expect(pageOnClient(users, { pagination: { page: 2, perPage: 2 } })).toEqual({ data: [users[2]], total: 3 });
  });
});
