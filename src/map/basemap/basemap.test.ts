import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { naturalEarthShapes } from './naturalEarth';
import { offlineStyle, PALETTES } from './offlineStyle';

const topology = JSON.parse(readFileSync(new URL('../../../node_modules/world-atlas/countries-50m.json', import.meta.url), 'utf8'));
const shapes = naturalEarthShapes(topology);

describe('offline base map', () => {
  it('has the countries of Natural Earth, Germany and France among them', () => {
    const names = shapes.countries.features.map((f) => f.properties?.name);
    expect(names).toEqual(expect.arrayContaining(['Germany', 'France']));
    expect(shapes.borders.coordinates.length).toBeGreaterThan(100);
    expect(shapes.coastlines.coordinates.length).toBeGreaterThan(100);
  });

  it('draws land, coasts and borders over water in the colours of the theme', () => {
    const dark = offlineStyle('dark', shapes);
    expect(dark.layers.map((l) => l.id)).toEqual(['water', 'land', 'coastlines', 'borders']);
    expect(dark.layers[0]).toMatchObject({ paint: { 'background-color': PALETTES.dark.water } });
    expect(offlineStyle('light', shapes).layers[1]).toMatchObject({ paint: { 'fill-color': PALETTES.light.land } });
  });

  it('needs nothing from the network: no glyphs, sprites or tile URLs', () => {
    const style = offlineStyle('light', shapes);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(Object.values(style.sources).every((s) => s.type === 'geojson')).toBe(true);
  });

  it('is water alone until the shapes have loaded', () => {
    const style = offlineStyle('light', null);
    expect(style.sources.countries).toMatchObject({ data: { features: [] } });
  });
});
