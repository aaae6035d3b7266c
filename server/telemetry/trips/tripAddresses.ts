import sql, { empty } from 'sql-template-tag';
import type { Queryable } from '../../db/engine';
import type { LatLng } from '../../../src/domain/geometry';
import type { Geocoder } from '../geocoder/geocoder';
import type { DerivedTrip } from './segment';

interface KnownAddresses {
  start_time: Date;
  start_latitude: number;
  start_longitude: number;
  start_address: string | null;
  end_latitude: number;
  end_longitude: number;
  end_address: string | null;
}

export interface TripEnds {
  start: string | null;
  end: string | null;
}

const samePlace = (a: LatLng, latitude: number, longitude: number) => a.latitude === latitude && a.longitude === longitude;

/**
 * Start and end address of each trip. Re-derivation sees the same trips again and again, so an
 * address already stored for the same point is kept rather than looked up anew; a trip under
 * way gets its end address once it has ended.
 */
export async function tripAddresses(
  tx: Queryable,
  geocoder: Geocoder,
  assetId: string,
  since: Date | null,
  trips: DerivedTrip[],
): Promise<TripEnds[]> {
  const known = await tx.query<KnownAddresses>(sql`select start_time, start_latitude, start_longitude, start_address,
      end_latitude, end_longitude, end_address
    from trips where asset_id = ${assetId} ${since ? sql`and start_time >= ${since}` : empty}`);
  const byStart = new Map(known.map((row) => [row.start_time.getTime(), row]));
  const addresses: TripEnds[] = [];
  // One after the other: a geocoding service is asked politely, and repeated places hit its cache.
  for (const trip of trips) {
    const [start, end] = [trip.track[0], trip.track[trip.track.length - 1]];
    const stored = byStart.get(trip.startTime);
    const keptStart = stored && samePlace(start, stored.start_latitude, stored.start_longitude) ? stored.start_address : null;
    const keptEnd = stored && samePlace(end, stored.end_latitude, stored.end_longitude) ? stored.end_address : null;
    addresses.push({
      start: keptStart ?? (await geocoder.reverse(start)),
      end: trip.inProgress ? null : (keptEnd ?? (await geocoder.reverse(end))),
    });
  }
  return addresses;
}
