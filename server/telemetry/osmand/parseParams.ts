import { parseTimestamp } from './parseTime';
import { checked, knotsToKmh, unknownIfNegative, type AttributeValue, type ParseResult } from '../ingest/positionReport';

/** Parameters of the protocol itself; every other one is a sensor attribute. */
const positionKeys = new Set(['id', 'deviceid', 'lat', 'lon', 'location', 'timestamp', 'speed', 'bearing', 'heading', 'altitude', 'accuracy']);

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
 * `altitude`, `accuracy`, `batt` and any other parameter, in the query string or a form body.
 */
export function parseParams(params: URLSearchParams): ParseResult {
  const [locationLat, locationLon] = (params.get('location') ?? '').split(',');
  const timestamp = params.get('timestamp');
  const attributes: Record<string, AttributeValue> = {};
  for (const [key, value] of params) {
    if (!positionKeys.has(key)) attributes[key] = attributeValue(value);
  }
  return checked({
    deviceId: (params.get('id') ?? params.get('deviceid') ?? '').trim(),
    time: timestamp ? parseTimestamp(timestamp) : new Date(),
    latitude: requiredNumber(params.get('lat') ?? locationLat),
    longitude: requiredNumber(params.get('lon') ?? locationLon),
    speedKmh: knotsToKmh(unknownIfNegative(optionalNumber(params.get('speed'))) ?? 0),
    heading: unknownIfNegative(optionalNumber(params.get('bearing') ?? params.get('heading'))),
    altitude: optionalNumber(params.get('altitude')),
    accuracy: unknownIfNegative(optionalNumber(params.get('accuracy'))),
    attributes,
  });
}
