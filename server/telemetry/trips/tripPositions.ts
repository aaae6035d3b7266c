import sql, { empty } from 'sql-template-tag';
import type { Queryable } from '../../db/engine';
import type { TrackPoint } from './segment';

interface PointRow {
  time: Date;
  latitude: number;
  longitude: number;
  speed_kmh: number;
}

/**
 * The positions of an asset from `since` on that can matter to its trips: every report in
 * motion and the reports right before and after one (departure, arrival, a stop at a light).
 * Reports in the middle of a long standstill are left in the database: they cannot start, end
 * or lengthen a trip, and a device parked for a week would otherwise be re-read on every call.
 */
export async function readTripPositions(db: Queryable, assetId: string, since: Date | null, movingSpeedKmh: number): Promise<TrackPoint[]> {
  const rows = await db.query<PointRow>(sql`
    select time, latitude, longitude, speed_kmh from (
      select time, latitude, longitude, speed_kmh,
        lag(speed_kmh) over by_time as before, lead(speed_kmh) over by_time as after
      from positions where asset_id = ${assetId} ${since ? sql`and time >= ${since}` : empty}
      window by_time as (order by time)
    ) around_movement
    where speed_kmh > ${movingSpeedKmh} or before > ${movingSpeedKmh} or after > ${movingSpeedKmh}
    order by time`);
  return rows.map((row) => ({ time: row.time.getTime(), latitude: row.latitude, longitude: row.longitude, speedKmh: row.speed_kmh }));
}
