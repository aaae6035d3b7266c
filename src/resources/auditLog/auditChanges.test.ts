import { describe, expect, it } from 'vitest';
import { fieldChanges } from './auditChanges';

describe('fieldChanges', () => {
  it('lists only the fields a change touched, nested ones by their path', () => {
    const before = { name: 'Yard', radiusMeters: 200, center: { latitude: 52.5, longitude: 13.4 }, tags: ['a'] };
    const after = { name: 'Yard North', radiusMeters: 200, center: { latitude: 52.6, longitude: 13.4 }, tags: ['a', 'b'] };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'name', before: 'Yard', after: 'Yard North' },
      { field: 'center.latitude', before: 52.5, after: 52.6 },
      { field: 'tags', before: ['a'], after: ['a', 'b'] },
    ]);
  });

  it('lists every field of a creation with no before, and of a deletion with no after', () => {
    expect(fieldChanges(null, { name: 'Yard' })).toEqual([{ field: 'name', before: null, after: 'Yard' }]);
    expect(fieldChanges({ name: 'Yard' }, null)).toEqual([{ field: 'name', before: 'Yard', after: null }]);
  });
});
