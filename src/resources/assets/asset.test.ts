import { describe, expect, it } from 'vitest';
import { joinTags, splitTags } from './asset';

describe('asset tags', () => {
  it('edits the wire string as a list of tags', () => {
    expect(splitTags(' cold  fragile\turgent ')).toEqual(['cold', 'fragile', 'urgent']);
    expect(splitTags('')).toEqual([]);
    expect(splitTags(null)).toEqual([]);
  });

  it('sends the list as one space-separated string, a chip typed with spaces as several tags', () => {
    expect(joinTags(['cold', 'fragile'])).toBe('cold fragile');
    expect(joinTags(['night shift', ' '])).toBe('night shift');
    expect(splitTags(joinTags(['night shift']))).toEqual(['night', 'shift']);
    expect(joinTags([])).toBe('');
  });
});
