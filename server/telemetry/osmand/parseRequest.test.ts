import { describe, expect, it } from 'vitest';
import { parseRequest } from './parseRequest';
import { parseTimestamp } from './parseTime';
import type { ParseResult, PositionReport, UnplacedReport } from '../ingest/positionReport';

const report = (result: ParseResult): PositionReport => {
  if (!('report' in result)) throw new Error(JSON.stringify(result));
  return result.report;
};
const unplaced = (result: ParseResult): UnplacedReport => {
  if (!('unplaced' in result)) throw new Error(JSON.stringify(result));
  return result.unplaced;
};
const problem = (result: ParseResult) => ('problem' in result ? result.problem : null);
const sender = (result: ParseResult) => ('problem' in result ? result.deviceId : null);

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
      parseRequest(
        '/?id=truck-1&lat=52.5&lon=13.4&timestamp=1714557600&speed=10&bearing=90&altitude=35.5&accuracy=4&batt=87&ignition=true&driver=Anna',
        undefined,
        '',
      ),
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

  it('reads a form body, and query parameters beside it (the query winning a name both have)', () => {
    const parsed = report(
      parseRequest('/?id=truck-3&speed=1', 'application/x-www-form-urlencoded', 'id=truck-9&lat=1.5&lon=2.5&speed=5&temperature=21.5'),
    );
    expect(parsed).toMatchObject({
      deviceId: 'truck-3',
      latitude: 1.5,
      longitude: 2.5,
      speedKmh: 1.852,
      attributes: { temperature: 21.5 },
    });
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
    const body = {
      device_id: 'p',
      location: { timestamp: '2024-05-01T10:00:00Z', coords: { latitude: 1, longitude: 2, speed: -1, heading: -1 } },
    };
    expect(report(parseRequest('/', 'application/json; charset=utf-8', JSON.stringify(body)))).toMatchObject({
      speedKmh: 0,
      heading: null,
    });
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
      [
        '/',
        'application/json',
        '{"device_id": "p", "location": {"coords": {"latitude": 1, "longitude": 2}, "extras": {"note": "a\\u0000b"}}}',
        /^"note": control/,
      ],
      [
        '/',
        'application/json',
        '{"device_id": "p\\ud800", "location": {"coords": {"latitude": 1, "longitude": 2}}}',
        /^id: control characters or invalid Unicode/,
      ],
      ['/?id=t&lat=1&lon=2&speed=fast', undefined, '', /^speed/],
      ['/', 'application/json', '{"device_id": "p", "location": {', /^body/],
      ['/', 'application/json', '{"device_id": "p", "location": {"timestamp": "2024-05-01T10:00:00Z", "coords": {}}}', /^lat/],
      ['/', 'application/json', '{"device_id": "p"}', /^location/],
      ['/', 'application/json', '[1]', /^body/],
      ['/', 'application/json', '{"location": {"coords": {"latitude": 1, "longitude": 2}}}', /^id/],
      ['/?id=t&cell=257,02', undefined, '', /^cell/],
      ['/?id=t&cell=257,02,16,x', undefined, '', /^cell/],
      ['/?id=t&lat=1&lon=2&wifi=00-14-22-01-23,-80', undefined, '', /^wifi/],
      ['/?id=t&wifi=00-14-22-01-23-45', undefined, '', /^wifi/],
    ];
    for (const [url, type, body, expected] of cases) expect(problem(parseRequest(url, type, body)), url + body).toMatch(expected);
  });

  it('names the sender of a refused report when its id is one a device could have, so that a known device is acknowledged', () => {
    expect(sender(parseRequest('/?id=truck-9&lat=95&lon=2', undefined, ''))).toBe('truck-9');
    expect(sender(parseRequest('/?id=truck-9&lat=1&lon=2&speed=fast', undefined, ''))).toBe('truck-9');
    expect(
      sender(parseRequest('/', 'application/json', '{"device_id": "p", "location": {"coords": {"latitude": 1, "longitude": 500}}}')),
    ).toBe('p');
    expect(sender(parseRequest('/?id=t%00&lat=95&lon=2', undefined, ''))).toBe('');
    expect(sender(parseRequest('/?lat=1&lon=2', undefined, ''))).toBe('');
    expect(sender(parseRequest('/', 'application/json', '{"device_id": "p", "location": {'))).toBe('');
  });

  // Traccar's OsmAndProtocolDecoderTest: a phone without a fix sends its cell towers and Wi-Fi access points.
  it('reads a report without coordinates, with its cell towers (mcc,mnc,lac,cid[,rssi]) and Wi-Fi (mac,rssi), as one to place', () => {
    const parsed = unplaced(
      parseRequest(
        '/?id=123456&timestamp=1377177267&cell=257,02,16,2224&cell=257,02,16,2223,-90&wifi=00-14-22-01-23-45,-80&wifi=00-1C-B3-09-85-15,-70',
        undefined,
        '',
      ),
    );
    expect(parsed).toEqual({
      deviceId: '123456',
      time: new Date(1377177267 * 1000),
      speedKmh: 0,
      heading: null,
      altitude: null,
      accuracy: null,
      attributes: {
        mcc: 257,
        mnc: 2,
        lac: 16,
        cellId: 2224,
        cellTowers: '257,2,16,2224;257,2,16,2223,-90',
        wifiAccessPoints: '00:14:22:01:23:45,-80;00:1c:b3:09:85:15,-70',
      },
    });
  });

  it('keeps cell and Wi-Fi readings beside coordinates, from the query and a form body together', () => {
    const parsed = report(
      parseRequest('/?id=t&wifi=00:14:22:01:23:45,-80', 'application/x-www-form-urlencoded', 'lat=1&lon=2&cell=310,410,7,99,-60'),
    );
    expect(parsed.attributes).toEqual({
      mcc: 310,
      mnc: 410,
      lac: 7,
      cellId: 99,
      cellTowers: '310,410,7,99,-60',
      wifiAccessPoints: '00:14:22:01:23:45,-80',
    });
  });

  it('takes a report with no fix at all (the JSON client without coords, a query without lat and lon) as one to place', () => {
    expect(unplaced(parseRequest('/?id=t&batt=50', undefined, ''))).toMatchObject({ deviceId: 't', attributes: { batt: 50 } });
    const body = { device_id: 'phone', location: { timestamp: '2024-05-01T10:00:00Z', event: 'heartbeat', battery: { level: 0.5 } } };
    expect(unplaced(parseRequest('/', 'application/json', JSON.stringify(body)))).toMatchObject({
      deviceId: 'phone',
      time: new Date(Date.UTC(2024, 4, 1, 10)),
      attributes: { batt: 50, event: 'heartbeat' },
    });
  });
});
