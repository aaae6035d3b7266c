import { describe, expect, it } from 'vitest';
import fastJson, { type Schema } from 'fast-json-stringify';
import { nullableObjectsAsUnions } from './serialization';

const latLng = {
  type: 'object',
  required: ['latitude', 'longitude'],
  properties: { latitude: { type: 'number' }, longitude: { type: 'number' } },
};
const asset = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    currentLocation: { oneOf: [latLng, { type: 'null' }] },
    either: { oneOf: [{ type: 'string' }, { type: 'number' }] },
  },
};

describe('nullableObjectsAsUnions', () => {
  it('writes a nullable object as a type union and leaves other oneOfs alone', () => {
    const rewritten = nullableObjectsAsUnions(asset) as typeof asset & { properties: Record<string, unknown> };
    expect(rewritten.properties.currentLocation).toEqual({ ...latLng, type: ['object', 'null'] });
    expect(rewritten.properties.either).toEqual(asset.properties.either);
  });

  it('serializes the same JSON as the original schema, for an object and for null', () => {
    const original = fastJson(asset as Schema);
    const rewritten = fastJson(nullableObjectsAsUnions(asset) as Schema);
    for (const value of [
      { name: 'Van', currentLocation: { latitude: 52.5, longitude: 13.4 }, either: 3 },
      { name: 'Van', currentLocation: null, either: 'x' },
    ]) {
      expect(rewritten(value)).toBe(original(value));
      expect(JSON.parse(rewritten(value))).toEqual(value);
    }
  });
});
