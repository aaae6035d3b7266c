import { describe, expect, it } from 'vitest';
import { toGpx, tripTrack } from './gpx';

const doc = (tracks: Parameters<typeof toGpx>[0]['tracks']) =>
  toGpx({ name: 'Trips', time: '2026-03-04T10:00:00.000Z', creator: 'Fleet Console', tracks });

describe('toGpx', () => {
  it('writes a GPX 1.1 document with its metadata', () => {
    const gpx = doc([]);
    expect(gpx).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<gpx version="1.1" creator="Fleet Console"/);
    expect(gpx).toContain('xmlns="http://www.topografix.com/GPX/1/1"');
    expect(gpx).toContain('<metadata><name>Trips</name><time>2026-03-04T10:00:00.000Z</time></metadata>');
    expect(gpx.trimEnd().endsWith('</gpx>')).toBe(true);
  });

  it('writes one track per trip with its points in order', () => {
    const gpx = doc([
      {
        name: 'Truck 1',
        description: 'Berlin → Potsdam',
        points: [
          { latitude: 52.52, longitude: 13.405 },
          { latitude: 52.39, longitude: 13.06 },
        ],
      },
      { name: 'Truck 2', points: [{ latitude: 48.85, longitude: 2.35 }] },
    ]);
    expect(gpx.match(/<trk>/g)).toHaveLength(2);
    expect(gpx.match(/<trkseg>/g)).toHaveLength(2);
    expect([...gpx.matchAll(/<trkpt lat="([^"]+)" lon="([^"]+)"\/>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['52.52', '13.405'],
      ['52.39', '13.06'],
      ['48.85', '2.35'],
    ]);
    expect(gpx).toContain('<name>Truck 1</name><desc>Berlin → Potsdam</desc>');
    expect(gpx).not.toContain('<desc></desc>');
  });

  it('writes coordinates as plain decimals, never in exponent form', () => {
    const gpx = doc([
      {
        name: 't',
        points: [
          { latitude: 0.0000001, longitude: -0.00000004 },
          { latitude: -33.123456789, longitude: 10 },
        ],
      },
    ]);
    expect(gpx).toContain('<trkpt lat="0.0000001" lon="0"/>');
    expect(gpx).toContain('<trkpt lat="-33.1234568" lon="10"/>');
    expect(gpx).not.toMatch(/\de-?\d/);
  });

  it('escapes markup in names and descriptions', () => {
    const gpx = toGpx({
      name: 'A & B',
      time: 't',
      creator: 'Me "quoted"',
      tracks: [{ name: '<script>', description: "O'Brien", points: [] }],
    });
    expect(gpx).toContain('creator="Me &quot;quoted&quot;"');
    expect(gpx).toContain('<name>A &amp; B</name>');
    expect(gpx).toContain('<name>&lt;script&gt;</name><desc>O&apos;Brien</desc>');
  });
});

describe('tripTrack', () => {
  const trip = {
    id: 't1',
    assetId: 'a1',
    startTime: '2026-03-04T08:00:00Z',
    endTime: '2026-03-04T08:30:00Z',
    durationSeconds: 1800,
    distanceKm: 12.3,
    averageSpeedKmh: 24.6,
    maxSpeedKmh: 51,
    startAddress: 'Berlin',
    endAddress: 'Potsdam',
    startPlaceName: null,
    endPlaceName: null,
    origin: { latitude: 52.52, longitude: 13.405 },
    destination: { latitude: 52.39, longitude: 13.06 },
    waypoints: [
      { latitude: 52.52, longitude: 13.405 },
      { latitude: 52.45, longitude: 13.2 },
      { latitude: 52.39, longitude: 13.06 },
    ],
  };

  it('names the track by asset and start and keeps every waypoint', () => {
    expect(tripTrack(trip, 'Truck 1')).toEqual({
      name: 'Truck 1 2026-03-04T08:00:00Z',
      description: 'Berlin → Potsdam; 2026-03-04T08:00:00Z – 2026-03-04T08:30:00Z',
      points: trip.waypoints,
    });
  });

  it('leaves out addresses the trip does not have', () => {
    expect(tripTrack({ ...trip, startAddress: null, endAddress: null }, 'Truck 1').description).toBe(
      '2026-03-04T08:00:00Z – 2026-03-04T08:30:00Z',
    );
  });
});
