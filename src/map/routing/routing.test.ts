import { describe, expect, it } from 'vitest';
import { coordinatesText, nominatimReverseUrl, parseNominatimAddress } from './nominatim';
import { osrmRouteUrl, parseOsrmRoute } from './osrm';
import { routeWaypoints } from './routeWaypoints';

const a = { latitude: 52.5, longitude: 13.4 };
const b = { latitude: 52.51, longitude: 13.41 };
const c = { latitude: 52.52, longitude: 13.42 };

describe('OSRM', () => {
  it('asks for a driving route with the middle points as via points', () => {
    const url = new URL(osrmRouteUrl('http://osrm.local/', [a, b, c]));
    expect(url.pathname).toBe('/route/v1/driving/13.400000,52.500000;13.410000,52.510000;13.420000,52.520000');
    expect(url.searchParams.get('waypoints')).toBe('0;2');
    expect(url.searchParams.get('geometries')).toBe('geojson');
  });

  it('needs no waypoints parameter between two points', () => {
    expect(new URL(osrmRouteUrl('http://osrm.local', [a, c])).searchParams.has('waypoints')).toBe(false);
  });

  it('reads distance, duration, line and road names of the first route', () => {
    const route = parseOsrmRoute({
      code: 'Ok',
      routes: [
        {
          distance: 1234,
          duration: 180,
          geometry: { coordinates: [[13.4, 52.5], [13.42, 52.52]] },
          legs: [{ distance: 1234, duration: 180, summary: 'Unter den Linden, Friedrichstraße' }],
        },
      ],
    });
    expect(route).toEqual({
      distance: 1234,
      duration: 180,
      geometry: [[13.4, 52.5], [13.42, 52.52]],
      legs: [{ distance: 1234, duration: 180 }],
      summary: 'Unter den Linden, Friedrichstraße',
    });
  });

  it('refuses an answer without a route', () => {
    expect(() => parseOsrmRoute({ code: 'NoRoute', routes: [] })).toThrow();
    expect(() => parseOsrmRoute({ code: 'InvalidQuery', message: 'bad' })).toThrow();
    expect(() => parseOsrmRoute(null)).toThrow();
  });
});

describe('Nominatim', () => {
  it('asks for the address of a point and reads it', () => {
    const url = new URL(nominatimReverseUrl('http://geo.local/', a));
    expect(url.pathname).toBe('/reverse');
    expect(Object.fromEntries(url.searchParams)).toEqual({ format: 'jsonv2', lat: '52.5', lon: '13.4' });
    expect(parseNominatimAddress({ display_name: 'Alexanderplatz, Berlin' })).toBe('Alexanderplatz, Berlin');
    expect(parseNominatimAddress({ error: 'Unable to geocode' })).toBeNull();
  });

  it('falls back to coordinates', () => {
    expect(coordinatesText(a)).toBe('52.50000, 13.40000');
  });
});

describe('routeWaypoints', () => {
  it('keeps a short track as it is', () => {
    expect(routeWaypoints([a, b, c])).toEqual([a, b, c]);
  });

  it('keeps origin and destination and spreads the rest evenly', () => {
    const track = Array.from({ length: 100 }, (_, i) => ({ latitude: i, longitude: 0 }));
    const points = routeWaypoints(track, 25);
    expect(points).toHaveLength(25);
    expect(points[0]).toBe(track[0]);
    expect(points[24]).toBe(track[99]);
    expect(points[12].latitude).toBe(50);
  });
});
