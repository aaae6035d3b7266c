import { networkReadings } from './networkReadings';
import { parseTimestamp } from './parseTime';
import {
  checked,
  checkedUnplaced,
  knotsToKmh,
  refusal,
  unknownIfNegative,
  type AttributeValue,
  type ParseResult,
} from '../ingest/positionReport';

/** Parameters of the protocol itself; every other one is a sensor attribute. */
const positionKeys = new Set([
  'id',
  'deviceid',
  'lat',
  'lon',
  'location',
  'timestamp',
  'speed',
  'bearing',
  'heading',
  'altitude',
  'accuracy',
  'cell',
  'wifi',
]);

const optionalNumber = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : Number(value));
const requiredNumber = (value: string | null | undefined) => optionalNumber(value) ?? Number.NaN;

/** As Traccar does: numbers stay numbers, true/false booleans, anything else text. */
function attributeValue(value: string): AttributeValue {
  if (value === 'true' || value === 'false') return value === 'true';
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) ? number : value;
}

/**
 * The classic OsmAnd form: `id`, `lat`, `lon`, `timestamp`, `speed` in knots, `bearing`,
 * `altitude`, `accuracy`, `batt`, `cell`, `wifi` and any other parameter, in the query string or a
 * form body. A report with neither `lat` nor `lon` (nor `location`) is one to place at the device's
 * last known place, as Traccar does with the cell/Wi-Fi-only reports of phones without a fix.
 */
export function parseParams(params: URLSearchParams): ParseResult {
  const location = params.get('location');
  const [locationLat, locationLon] = (location ?? '').split(',');
  const timestamp = params.get('timestamp');
  const deviceId = (params.get('id') ?? params.get('deviceid') ?? '').trim();
  const network = networkReadings(params.getAll('cell'), params.getAll('wifi'));
  if ('problem' in network) return refusal(network.problem, deviceId);
  const attributes: Record<string, AttributeValue> = {};
  for (const [key, value] of params) {
    if (!positionKeys.has(key)) attributes[key] = attributeValue(value);
  }
  const report = {
    deviceId,
    time: timestamp ? parseTimestamp(timestamp) : new Date(),
    speedKmh: knotsToKmh(unknownIfNegative(optionalNumber(params.get('speed'))) ?? 0),
    heading: unknownIfNegative(optionalNumber(params.get('bearing') ?? params.get('heading'))),
    altitude: optionalNumber(params.get('altitude')),
    accuracy: unknownIfNegative(optionalNumber(params.get('accuracy'))),
    attributes: { ...attributes, ...network.attributes },
  };
  if (!params.has('lat') && !params.has('lon') && location === null) return checkedUnplaced(report);
  return checked({
    ...report,
    latitude: requiredNumber(params.get('lat') ?? locationLat),
    longitude: requiredNumber(params.get('lon') ?? locationLon),
  });
}
