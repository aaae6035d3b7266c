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
export function parseParams(params: Iterable<[string, string]>): ParseResult {
  // One pass over the parameters: this runs for every report of every phone.
  const fields = new Map<string, string>();
  const cells: string[] = [];
  const wifi: string[] = [];
  const attributes: Record<string, AttributeValue> = {};
  for (const [key, value] of params) {
    if (key === 'cell') cells.push(value);
    else if (key === 'wifi') wifi.push(value);
    else if (!positionKeys.has(key)) attributes[key] = attributeValue(value);
    // The first of a repeated parameter counts, as URLSearchParams.get reads it.
    else if (!fields.has(key)) fields.set(key, value);
  }
  const location = fields.get('location');
  const [locationLat, locationLon] = (location ?? '').split(',');
  const timestamp = fields.get('timestamp');
  const deviceId = (fields.get('id') ?? fields.get('deviceid') ?? '').trim();
  const network = networkReadings(cells, wifi);
  if ('problem' in network) return refusal(network.problem, deviceId);
  const report = {
    deviceId,
    time: timestamp ? parseTimestamp(timestamp) : new Date(),
    speedKmh: knotsToKmh(unknownIfNegative(optionalNumber(fields.get('speed'))) ?? 0),
    heading: unknownIfNegative(optionalNumber(fields.get('bearing') ?? fields.get('heading'))),
    altitude: optionalNumber(fields.get('altitude')),
    accuracy: unknownIfNegative(optionalNumber(fields.get('accuracy'))),
    attributes: Object.assign(attributes, network.attributes),
  };
  if (!fields.has('lat') && !fields.has('lon') && location === undefined) return checkedUnplaced(report);
  return checked({
    ...report,
    latitude: requiredNumber(fields.get('lat') ?? locationLat),
    longitude: requiredNumber(fields.get('lon') ?? locationLon),
  });
}
