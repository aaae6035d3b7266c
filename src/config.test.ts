import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseConfig } from './config';

describe('parseConfig', () => {
  it('takes the server report limit when it is a positive number, the default otherwise', () => {
    expect(parseConfig({ reportMaxDays: 7 }).reportMaxDays).toBe(7);
    for (const bad of ['7', -1, 0, null]) expect(parseConfig({ reportMaxDays: bad }).reportMaxDays).toBe(DEFAULT_CONFIG.reportMaxDays);
  });

  it('keeps the well-formed map styles of the layer switcher', () => {
    const config = parseConfig({ mapStyles: [{ name: 'Satellite', url: 'https://sat.example/s.json' }, { name: 'No url' }, 7] });
    expect(config.mapStyles).toEqual([{ name: 'Satellite', url: 'https://sat.example/s.json', darkUrl: null }]);
    expect(parseConfig({ mapStyles: 'x' }).mapStyles).toEqual([]);
  });
});
