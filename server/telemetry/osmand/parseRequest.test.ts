import { describe, expect, it } from 'vitest';
import { parseRequest } from './parseRequest';
import { parseTimestamp } from './parseTime';
import type { ParseResult, PositionReport } from '../ingest/positionReport';

const report = (result: ParseResult): PositionReport => {
  if ('problem' in result) throw new Error(result.problem);
  return result.report;
};
const problem = (result: ParseResult) => ('problem' in result ? result.problem : null);

describe('OsmAnd timestamps', () => {
  it('reads seconds, milliseconds and ISO times, UTC unless a zone is given', () => {
    const expected = Date.UTC(2024, 4, 1, 10, 0, 0);
    expect(parseTimestamp('1714557600').getTime()).toBe(expected);
    expect(parseTimestamp('1714557600000').getTime()).toBe(expected);
    expect(parseTimestamp('1714557600.5').getTime()).toBe(expected + 500);
    expect(parseTimestamp('2024-05-01T10:00:00Z').getTime()).toBe(expected);
    expect(parseTimestamp('2024-05-01T12:00:00+02:00').getTime()).toBe(expected);
    expect(parseTimestamp('2024-05-01T10:00:00.000').getTime()).toBe(expected);
    expect(parseTimestamp('2024-05-01 10:00:00').getTime()).toBe(expected);
  });

  it('gives an invalid time for anything else', () => {
    for (const text of ['yesterday', '12:00', '', '2024-13-45T99:00:00Z']) expect(Number.isNaN(parseTimestamp(text).getTime())).toBe(true);
  });
});

describe('OsmAnd requests', () => {
  it('reads the query form: speed in knots, bearing, altitude, accuracy and sensor attributes', () => {
    const parsed = report(
      parseRequest('/?id=truck-1&lat=52.5&lon=13.4&timestamp=1714557600&speed=10&bearing=90&altitude=35.5&accuracy=4&batt=87&ignition=true&driver=Anna', undefined, ''),
    );
    expect(parsed).toEqual({
      deviceId: 'truck-1',
      time: new Date(Date.UTC(2024, 4, 1, 10)),
      latitude: 52.5,
      longitude: 13.4,
      speedKmh: 18.52,
      heading: 90,
      altitude: 35.5,
      accuracy: 4,
      attributes: { batt: 87, ignition: true, driver: 'Anna' },
    });
  });

  it('takes deviceid, heading and location as other clients send them', () => {
    const parsed = report(parseRequest('/?deviceid=truck-2&location=48.85,2.35&heading=270', undefined, ''));
    expect(parsed).toMatchObject({ deviceId: 'truck-2', latitude: 48.85, longitude: 2.35, heading: 270, speedKmh: 0 });
  });

  it('reads a form body, and query parameters beside it', () => {
    const parsed = report(parseRequest('/?id=truck-3', 'application/x-www-form-urlencoded', 'lat=1.5&lon=2.5&speed=1&temperature=21.5'));
    expect(parsed).toMatchObject({ deviceId: 'truck-3', latitude: 1.5, longitude: 2.5, speedKmh: 1.852, attributes: { temperature: 21.5 } });
  });

  it('stamps a position without timestamp with the time it arrived', () => {
    const before = Date.now();
    const parsed = report(parseRequest('/?id=t&lat=1&lon=2', undefined, ''));
    expect(parsed.time.getTime()).toBeGreaterThanOrEqual(before);
    expect(parsed.time.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('reads the JSON of the current Traccar Client: speed in m/s, ISO time, battery as a fraction', () => {
    const body = {
      device_id: 'phone-7',
      location: {
        timestamp: '2024-05-01T10:00:00.000Z',
        coords: { latitude: 52.5, longitude: 13.4, speed: 10, heading: 180, altitude: 40, accuracy: 8 },
        is_moving: true,
        odometer: 1234,
        event: 'motionchange',
        battery: { level: 0.42, is_charging: true },
        activity: { type: 'in_vehicle' },
        extras: { trailer: 'T-9' },
      },
    };
    expect(report(parseRequest('/', 'application/json', JSON.stringify(body)))).toEqual({
      deviceId: 'phone-7',
      time: new Date(Date.UTC(2024, 4, 1, 10)),
      latitude: 52.5,
      longitude: 13.4,
      speedKmh: 36,
      heading: 180,
      altitude: 40,
      accuracy: 8,
      attributes: { trailer: 'T-9', batt: 42, charge: true, motion: true, odometer: 1234, event: 'motionchange', activity: 'in_vehicle' },
    });
  });

  it('treats negative speed and heading (unknown on phones) as none', () => {
    const body = { device_id: 'p', location: { timestamp: '2024-05-01T10:00:00Z', coords: { latitude: 1, longitude: 2, speed: -1, heading: -1 } } };
    expect(report(parseRequest('/', 'application/json; charset=utf-8', JSON.stringify(body)))).toMatchObject({ speedKmh: 0, heading: null });
  });

  it('refuses malformed positions and says why', () => {
    const cases: [string, string | undefined, string, RegExp][] = [
      ['/?lat=1&lon=2', undefined, '', /^id/],
      ['/?id=t&lon=2', undefined, '', /^lat/],
      ['/?id=t&lat=91&lon=2', undefined, '', /^lat/],
      ['/?id=t&lat=1&lon=-181', undefined, '', /^lon/],
      ['/?id=t&lat=abc&lon=2', undefined, '', /^lat/],
      ['/?id=t&lat=1&lon=2&timestamp=soon', undefined, '', /^timestamp/],
      ['/?id=t%00&lat=1&lon=2', undefined, '', /^id: control characters/],
      ['/?id=t&lat=1&lon=2&driver=a%00b', undefined, '', /^"driver": control characters/],
      ['/?id=t&lat=1&lon=2&a%1Bb=1', undefined, '', /^"a\\u001bb": control characters/],
      ['/', 'application/json', '{"device_id": "p", "location": {"coords": {"latitude": 1, "longitude": 2}, "extras": {"note": "a\\u0000b"}}}', /^"note": control/],
      ['/', 'application/json', '{"device_id": "p\\ud800", "location": {"coords": {"latitude": 1, "longitude": 2}}}', /^id: control characters or invalid Unicode/],
      ['/?id=t&lat=1&lon=2&speed=fast', undefined, '', /^speed/],
      ['/', 'application/json', '{"device_id": "p", "location": {', /^body/],
      ['/', 'application/json', '{"device_id": "p", "location": {"timestamp": "2024-05-01T10:00:00Z"}}', /^lat/],
      ['/', 'application/json', '{"location": {"coords": {"latitude": 1, "longitude": 2}}}', /^id/],
    ];
    for (const [url, type, body, expected] of cases) expect(problem(parseRequest(url, type, body)), url + body).toMatch(expected);
  });
});
