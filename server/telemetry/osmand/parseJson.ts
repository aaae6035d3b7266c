import { parseTimestamp } from './parseTime';
import {
  checked,
  checkedUnplaced,
  metersPerSecondToKmh,
  refusal,
  unknownIfNegative,
  type AttributeValue,
  type ParseResult,
} from '../ingest/positionReport';

/** The body the current Traccar Client posts (its background-geolocation location record). */
interface ClientLocation {
  timestamp?: unknown;
  coords?: { latitude?: unknown; longitude?: unknown; speed?: unknown; heading?: unknown; altitude?: unknown; accuracy?: unknown };
  battery?: { level?: unknown; is_charging?: unknown };
  is_moving?: unknown;
  odometer?: unknown;
  event?: unknown;
  mock?: unknown;
  activity?: { type?: unknown };
  extras?: Record<string, unknown>;
}

const numberOrNull = (value: unknown) => (value === undefined || value === null ? null : typeof value === 'number' ? value : Number.NaN);
const isScalar = (value: unknown): value is AttributeValue => ['string', 'number', 'boolean'].includes(typeof value);

function jsonAttributes(location: ClientLocation): Record<string, AttributeValue> {
  const attributes: Record<string, AttributeValue> = {};
  const put = (name: string, value: unknown) => {
    if (isScalar(value)) attributes[name] = value;
  };
  for (const [name, value] of Object.entries(location.extras ?? {})) put(name, value);
  const level = numberOrNull(location.battery?.level);
  // The client reports the battery as a fraction; the query form's `batt` is a percentage.
  if (level !== null && level >= 0) put('batt', Math.round(level * 100));
  put('charge', location.battery?.is_charging);
  put('motion', location.is_moving);
  put('odometer', location.odometer);
  put('event', location.event);
  put('mock', location.mock);
  put('activity', location.activity?.type);
  return attributes;
}

/**
 * `{ device_id, location: { timestamp (ISO), coords: { latitude, longitude, speed (m/s), heading,
 * altitude, accuracy }, battery: { level, is_charging }, ... } }`.
 */
export function parseJson(body: unknown): ParseResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refusal('body: a JSON object is required', '');
  const root = body as { device_id?: unknown; location?: ClientLocation };
  const deviceId = typeof root.device_id === 'string' || typeof root.device_id === 'number' ? String(root.device_id).trim() : '';
  const location = root.location;
  if (typeof location !== 'object' || location === null) return refusal('location: an object is required', deviceId);
  const coords = location.coords;
  if (coords !== undefined && (typeof coords !== 'object' || coords === null)) return refusal('coords: an object is required', deviceId);
  const speed = unknownIfNegative(numberOrNull(coords?.speed));
  const report = {
    deviceId,
    time: location.timestamp === undefined ? new Date() : parseTimestamp(String(location.timestamp)),
    speedKmh: speed === null ? 0 : metersPerSecondToKmh(speed),
    heading: unknownIfNegative(numberOrNull(coords?.heading)),
    altitude: numberOrNull(coords?.altitude),
    accuracy: unknownIfNegative(numberOrNull(coords?.accuracy)),
    attributes: jsonAttributes(location),
  };
  // Without coords the client has no fix: Traccar keeps the report at the device's last known place.
  if (!coords) return checkedUnplaced(report);
  return checked({
    ...report,
    latitude: numberOrNull(coords.latitude) ?? Number.NaN,
    longitude: numberOrNull(coords.longitude) ?? Number.NaN,
  });
}
