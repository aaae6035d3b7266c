import sql, { empty } from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import type { Period } from '../http/reportPeriod';
import { cappedQuery, shorterPeriod } from '../http/rowCap';
import type { SummaryPoint } from '../reports/dailySummary';
import type { CrossingEvent } from '../reports/geofenceVisits';
import { assetPositionsIn } from './positionSeries';

interface TrackRow {
  time: Date;
  latitude: number;
  longitude: number;
  speed_kmh: number;
  ignition: unknown;
  odometer: unknown;
  fuel: unknown;
}

const numberOf = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) ? number : undefined;
};

/** Trackers send ignition as a boolean, or as 1/0 in query-string protocols. */
const ignitionOf = (value: unknown): boolean | undefined =>
  value === true || value === 1 || value === '1' || value === 'true'
    ? true
    : value === false || value === 0 || value === '0' || value === 'false'
      ? false
      : undefined;

/**
 * The positions of one asset in a period, oldest first, with ignition, odometer (km) and fuel
 * level (litres) where its device sends them, at most `maxRows` (a longer period is refused).
 */
export async function reportTrack(db: Queryable, assetId: string, period: Period, maxRows: number): Promise<SummaryPoint[]> {
  const rows = await cappedQuery<TrackRow>(
    db,
    sql`select time, latitude, longitude, speed_kmh, attributes -> 'ignition' as ignition, attributes -> 'odometer' as odometer,
      attributes -> 'fuel' as fuel from positions where ${assetPositionsIn(assetId, period)} order by time`,
    maxRows,
    shorterPeriod,
  );
  return rows.map((row) => ({
    time: row.time.getTime(),
    latitude: row.latitude,
    longitude: row.longitude,
    speedKmh: row.speed_kmh,
    ignition: ignitionOf(row.ignition),
    odometerKm: numberOf(row.odometer),
    fuelLiters: numberOf(row.fuel),
  }));
}

/** The geofence enter and exit alerts of one asset in a period (of geofences that still exist). */
export async function geofenceCrossings(
  db: Queryable,
  assetId: string,
  period: Period,
  geofenceId: string | undefined,
  maxRows: number,
): Promise<CrossingEvent[]> {
  const rows = await cappedQuery<{ geofence_id: string; name: string; type: CrossingEvent['type']; time: Date }>(
    db,
    sql`select a.geofence_id, g.name, a.type, a.time from alerts a join geofences g on g.id = a.geofence_id
      where a.asset_id = ${assetId} and a.type in ('geofenceEnter', 'geofenceExit') and a.time >= ${period.from} and a.time < ${period.to}
      ${geofenceId ? sql`and a.geofence_id = ${geofenceId}` : empty} order by a.time`,
    maxRows,
    shorterPeriod,
  );
  return rows.map((row) => ({ geofenceId: row.geofence_id, geofenceName: row.name, type: row.type, time: row.time.getTime() }));
}
