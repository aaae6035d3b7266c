import type { VehicleReading } from './vehicle';

const kmhToKnots = (kmh: number) => kmh / 1.852;

/** The query a Traccar Client (OsmAnd protocol) sends: speed in knots, time since the epoch. */
export function osmandQuery(deviceId: string, reading: VehicleReading, time: Date): string {
  const params = new URLSearchParams({
    id: deviceId,
    // Milliseconds (the protocol takes seconds or milliseconds): sub-second intervals stay distinct.
    timestamp: String(time.getTime()),
    lat: reading.latitude.toFixed(6),
    lon: reading.longitude.toFixed(6),
    speed: kmhToKnots(reading.speedKmh).toFixed(2),
    bearing: String(reading.heading),
    accuracy: '5',
  });
  for (const [name, value] of Object.entries(reading.attributes)) params.set(name, String(value));
  return params.toString();
}

/** Posts one reading to the ingestion port; answers the HTTP status (0 when unreachable). */
export async function sendReading(ingestUrl: string, deviceId: string, reading: VehicleReading, time = new Date()): Promise<number> {
  try {
    const response = await fetch(`${ingestUrl.replace(/\/+$/, '')}/?${osmandQuery(deviceId, reading, time)}`, {
      method: 'POST',
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}
