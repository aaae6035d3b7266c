// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { naturalEarthShapes } from './naturalEarth';
import { offlineStyle, PALETTES } from './offlineStyle';

const topology = JSON.parse(readFileSync(new URL('../../../node_modules/world-atlas/countries-50m.json', import.meta.url), 'utf8'));
const shapes = naturalEarthShapes(topology);

describe('offline base map', () => {
  const rings = shapes.land.features.flatMap((shape) =>
    shape.geometry.type === 'MultiPolygon'
      ? shape.geometry.coordinates.flat()
      : shape.geometry.type === 'Polygon'
        ? shape.geometry.coordinates
        : [],
  );
  const crossesTheWorld = (line: number[][]) => line.some((point, i) => i > 0 && Math.abs(point[0] - line[i - 1][0]) > 180);

  it('has the land of every continent and the borders between countries', () => {
    const latitudes = rings.flat().map(([, latitude]) => latitude);
    expect(Math.min(...latitudes)).toBeLessThan(-80);
    expect(Math.max(...latitudes)).toBeGreaterThan(80);
    expect(rings.length).toBeGreaterThan(1000);
    expect(shapes.borders.coordinates.length).toBeGreaterThan(100);
  });

  it('draws no line across the world: Eurasia, Wrangel Island and Fiji run on past 180°, each ring still closed', () => {
    const acrossTheAntimeridian = rings.filter((ring) => ring.some(([longitude]) => Math.abs(longitude) > 180));
    expect(acrossTheAntimeridian.length).toBeGreaterThanOrEqual(3);
    for (const ring of rings) expect(ring.at(-1)).toEqual(ring[0]);
    // Only the rings round the South Pole go from 180° to -180°, as they must (Antarctica's coast and its pole).
    const jumping = rings.filter(crossesTheWorld);
    expect(jumping.length).toBe(2);
    expect(jumping.every((ring) => ring.every(([, latitude]) => latitude < -60))).toBe(true);
    expect(shapes.borders.coordinates.filter(crossesTheWorld)).toEqual([]);
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
    expect(style.sources.land).toMatchObject({ data: { features: [] } });
  });
});
