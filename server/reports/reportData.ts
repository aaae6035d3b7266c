import type { Config } from '../config';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';
import type { Period } from '../http/reportPeriod';
import { geofenceCrossings, reportTrack } from '../repos/reportTracks';
import type { Geocoder } from '../telemetry/geocoder/geocoder';
import { tripSpansIn } from '../repos/trips';
import { placeNamesAt } from '../repos/places';
import { dailySummaries } from './dailySummary';
import { tripDays } from './tripDays';
import { geofenceVisits } from './geofenceVisits';
import { detectStops, type StopRules } from './stops';
import { corridorTimeOfTrips } from './corridorTime';
import { corridorsOf } from '../repos/geofences';
import { badRequest } from '../http/errors';
import type { PdfRenderer } from './pdf/pdfRenderer';

/** What the reports read with: the database, the geocoder, the trip rules and the row cap. */
export interface ReportSources {
  db: Queryable;
  geocoder: Geocoder;
  movingSpeedKmh: number;
  tripStopMinutes: number;
  maxRows: number;
  /** The console's address, for links in mailed reports. */
  publicUrl: string;
  /** Prints the mailed report's PDF attachment. */
  pdf: PdfRenderer;
}

/** The sources of a server's context. */
export const reportSources = ({
  db,
  config,
  geocoder,
  pdf,
}: {
  db: Queryable;
  config: Config;
  geocoder: Geocoder;
  pdf: PdfRenderer;
}): ReportSources => ({
  db,
  geocoder,
  pdf,
  movingSpeedKmh: config.movingSpeedKmh,
  tripStopMinutes: config.tripStopMinutes,
  maxRows: config.responseMaxRows,
  publicUrl: config.publicUrl,
});

const iso = (time: number) => new Date(time).toISOString();

/**
 * The stops of one asset, each with its address (the geocoder never fails and bounds its own work)
 * and the point of interest it is at.
 */
export async function stopsOf(sources: ReportSources, assetId: string, period: Period, rules: StopRules): Promise<Schema<'Stop'>[]> {
  const stops = detectStops(await reportTrack(sources.db, assetId, period, sources.maxRows), rules);
  const placeNames = await placeNamesAt(sources.db, assetId, stops);
  return Promise.all(
    stops.map(async (stop, index) => ({
      startTime: iso(stop.startTime),
      endTime: iso(stop.endTime),
      durationSeconds: Math.round((stop.endTime - stop.startTime) / 1000),
      latitude: stop.latitude,
      longitude: stop.longitude,
      address: await sources.geocoder.reverse(stop),
      placeName: placeNames[index],
    })),
  );
}

/** The days of one asset; `timeZone` must be a zone the runtime knows. */
export async function dailySummaryOf(
  sources: ReportSources,
  assetId: string,
  period: Period,
  timeZone: string,
): Promise<Schema<'DailySummary'>[]> {
  const [track, trips] = await Promise.all([
    reportTrack(sources.db, assetId, period, sources.maxRows),
    tripSpansIn(sources.db, assetId, period),
  ]);
  const byDay = tripDays(trips, timeZone);
  const rules = { movingSpeedKmh: sources.movingSpeedKmh, maxGapSeconds: sources.tripStopMinutes * 60, timeZone };
  return dailySummaries(track, rules, (day) => byDay.get(day)?.distanceKm ?? 0);
}

/** The geofence visits of one asset, of one geofence or all. */
export async function visitsOf(
  sources: ReportSources,
  assetId: string,
  period: Period,
  geofenceId?: string,
): Promise<Schema<'GeofenceVisit'>[]> {
  const crossings = await geofenceCrossings(sources.db, assetId, period, geofenceId, sources.maxRows);
  return geofenceVisits(crossings, { from: period.from.getTime(), to: period.to.getTime() }).map((visit) => ({
    ...visit,
    enterTime: visit.enterTime === null ? null : iso(visit.enterTime),
    exitTime: visit.exitTime === null ? null : iso(visit.exitTime),
  }));
}

/** For each trip of one asset started in the period, its time off each corridor of the tenant (or `geofenceId`) it drove on. */
export async function corridorTimeOf(
  sources: ReportSources,
  asset: { id: string; tenantId: string },
  period: Period,
  geofenceId?: string,
): Promise<Schema<'CorridorTrip'>[]> {
  const [corridors, trips] = await Promise.all([
    corridorsOf(sources.db, asset.tenantId, geofenceId),
    tripSpansIn(sources.db, asset.id, period),
  ]);
  if (geofenceId && corridors.length === 0) throw badRequest('geofenceId', "Not a route corridor of the asset's tenant.");
  if (corridors.length === 0 || trips.length === 0) return [];
  // The trips started in the period may end after it: their positions are read to their end.
  const to = new Date(Math.max(...trips.map((trip) => trip.endTime.getTime())));
  const track = await reportTrack(sources.db, asset.id, { from: trips[0].startTime, to: new Date(to.getTime() + 1) }, sources.maxRows);
  return corridorTimeOfTrips(corridors, track, trips);
}
