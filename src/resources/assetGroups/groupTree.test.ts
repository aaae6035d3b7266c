import { describe, expect, it } from 'vitest';
import { possibleParents } from './groupTree';

// North holds Depot A, which holds Yard 1; South stands alone. Listed children first, as a page may be.
const groups = [
  { id: 'yard1', parentId: 'depotA' },
  { id: 'depotA', parentId: 'north' },
  { id: 'north', parentId: null },
  { id: 'south', parentId: null },
];

const ids = (list: { id: string }[]) => list.map((group) => group.id);

describe('possibleParents', () => {
  it('offers every group to a new group', () => {
    expect(ids(possibleParents(groups, undefined))).toEqual(['yard1', 'depotA', 'north', 'south']);
  });

  it('leaves out the group itself and its sub-groups at every depth', () => {
    expect(ids(possibleParents(groups, 'north'))).toEqual(['south']);
    expect(ids(possibleParents(groups, 'depotA'))).toEqual(['north', 'south']);
  });

  it('keeps its parent and the groups beside it', () => {
    expect(ids(possibleParents(groups, 'yard1'))).toEqual(['depotA', 'north', 'south']);
  });
});
