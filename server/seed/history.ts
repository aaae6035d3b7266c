import type { Queryable } from '../db/engine';
import type { LatLng } from '../../src/domain/geometry';
import { haversineKm } from '../../src/domain/geometry';
import { insertPositions } from '../telemetry/ingest/writePositions';
import type { PositionReport } from '../telemetry/ingest/positionReport';
import { describeNearestPlace } from '../telemetry/geocoder/nearestPlace';
import type { Geocoder } from '../telemetry/geocoder/geocoder';
import { recordTrips } from '../telemetry/trips/recordTrips';
import type { TripRules } from '../telemetry/trips/segment';
import { berlin, paris, pointAround } from './cities';
import type { SeededAsset } from './fleet';
import { demoDestinations } from './geofences';
import { driveSamples, type DriveSample } from './historyDrive';
import { deviceReadings } from './historyReadings';
import { seededRandom, type Random } from './random';
import { harshEventOf, styleOf, type DrivingStyleName } from '../simulation/drivingStyle';
import { drivingEvents, freshMemory, thresholdsFor } from '../telemetry/behaviour/drivingEvents';
import { insertDrivingEvents } from '../repos/drivingEvents';

export interface HistoryOptions {
  days: number;
  /** The rules the server derives trips with, so that demo trips look like live ones. */
  rules: TripRules;
  now?: number;
}

const dayMs = 24 * 3_600_000;
const minuteMs = 60_000;
/** Places an asset drives between: customers, suppliers, a depot, all within the city. */
const placesPerAsset = 8;
const placeSpreadKm = 12;

interface Report extends DriveSample {
  ignition: boolean;
}

/** A stop between two drives: mostly a delivery or a visit, now and then a quick drop shorter than a trip's stop. */
const stopMinutes = (random: Random) => (random.chance(0.1) ? random.int(1, 3) : random.int(12, 95));

/** Days on which a vehicle calls at the depot, and on which it has a run to the airport by the motorway. */
const depotDayChance = 0.3;
const airportDayChance = 0.1;
const motorwayKmh = 85;

interface Destinations {
  home: LatLng;
  places: LatLng[];
  depot: LatLng;
  airport: LatLng;
}

/**
 * One working day: leave home between 05:00 and 08:00 UTC, drive to a few places with a stop at
 * each (the depot first on some days, the airport by the motorway on a few), come back home.
 * Weekends are mostly parked. Each stop is reported once when it begins (the arrival) and once
 * when it ends (the departure); nothing is reported while parked.
 */
function workingDay(random: Random, dayStart: number, { home, places, depot, airport }: Destinations, cruiseKmh: number): Report[] {
  const weekend = [0, 6].includes(new Date(dayStart).getUTCDay());
  const drives = weekend ? (random.chance(0.35) ? 2 : 0) : random.int(3, 6);
  if (!drives) return [];
  const visits = Array.from({ length: drives - 1 }, () => random.pick(places));
  if (!weekend && random.chance(depotDayChance)) visits.unshift(depot);
  if (!weekend && random.chance(airportDayChance)) visits.push(airport);
  const reports: Report[] = [];
  let [time, at] = [dayStart + random.int(5 * 60, 8 * 60) * minuteMs, home];
  for (const destination of [...visits, home]) {
    // The same place twice in a row is one longer visit, not a drive.
    if (destination === at) continue;
    reports.push({ ...at, time, speedKmh: 0, heading: 0, ignition: true });
    const speed = destination === airport || at === airport ? motorwayKmh : cruiseKmh;
    const samples = driveSamples(random, at, destination, time, speed);
    samples.forEach((sample, index) => reports.push({ ...sample, ignition: index < samples.length - 1 }));
    time = samples[samples.length - 1].time + stopMinutes(random) * minuteMs;
    at = destination;
  }
  return reports;
}

/**
 * The reports of one asset over the calendar days (UTC) from `days` ago to today, each day that
 * is over by now, so that the asset ends parked at its seeded position.
 */
function assetReports(asset: SeededAsset, random: Random, options: HistoryOptions & { now: number }): Report[] {
  const city = asset.city === 'Paris' ? paris : berlin;
  const destinations = {
    home: { latitude: asset.latitude, longitude: asset.longitude },
    places: Array.from({ length: placesPerAsset }, () => pointAround(random, city, placeSpreadKm)),
    ...demoDestinations(asset.city),
  };
  const cruiseKmh = random.int(28, 45);
  const firstDay = Math.floor((options.now - options.days * dayMs) / dayMs) * dayMs;
  const reports: Report[] = [];
  for (let dayStart = firstDay; options.days > 0 && dayStart < options.now; dayStart += dayMs) {
    const day = workingDay(random, dayStart, destinations, cruiseKmh);
    if (day.length && day[day.length - 1].time < options.now) reports.push(...day);
  }
  return reports;
}

/**
 * The reports as the device would have sent them, readings included, and the harsh driving its tracker reported
 * in the driver's `style` (drawn from a random source of its own: the tracks stay what they were without it).
 */
function positionReports(
  asset: SeededAsset,
  reports: Report[],
  random: Random,
  style: DrivingStyleName,
  harshRandom: Random,
): PositionReport[] {
  const readings = deviceReadings(asset.sensorProtocol, asset.city, random);
  return reports.map((report, index) => {
    const km = index ? haversineKm(reports[index - 1], report) : 0;
    const harsh = report.speedKmh > 0 ? harshEventOf(style, km, harshRandom) : null;
    return {
      deviceId: asset.sensorUniqueId,
      time: new Date(report.time),
      latitude: report.latitude,
      longitude: report.longitude,
      speedKmh: report.speedKmh,
      heading: report.heading,
      altitude: Math.round(35 + random.next() * 15),
      accuracy: random.int(3, 12),
      attributes: { ...readings({ ...report, km }), ...harsh },
    };
  });
}

/** Each asset's driving style: the simulator's for the same vehicle, which takes the demo's devices by id in turn. */
function drivingStyles(assets: readonly SeededAsset[]): Map<string, DrivingStyleName> {
  const byDevice = [...assets].sort((a, b) => (a.sensorUniqueId < b.sensorUniqueId ? -1 : 1));
  return new Map(byDevice.map((asset, rank) => [asset.id, styleOf(rank)]));
}

/** Demo drives end exactly at a handful of places per asset: look each up once. */
function placeNames(): Geocoder {
  const names = new Map<string, string>();
  return {
    reverse: async (point) => {
      const key = `${point.latitude},${point.longitude}`;
      if (!names.has(key)) names.set(key, describeNearestPlace(point));
      return names.get(key) as string;
    },
  };
}

/**
 * Past tracks for the demo fleet: `days` of drives between places of each asset's city, with
 * its device's sensor readings, and the trips the server derives from them. Seeded randomness:
 * the same fleet gets the same history (relative to now).
 */
export async function seedHistory(
  db: Queryable,
  assets: SeededAsset[],
  options: HistoryOptions,
): Promise<{ positions: number; trips: number }> {
  const now = options.now ?? Date.now();
  const geocoder = placeNames();
  let [positions, trips] = [0, 0];
  const styles = drivingStyles(assets);
  for (const [index, asset] of assets.entries()) {
    const random = seededRandom(9000 + index);
    const style = styles.get(asset.id) as DrivingStyleName;
    const reports = positionReports(asset, assetReports(asset, random, { ...options, now }), random, style, seededRandom(19_000 + index));
    const owner = { assetId: asset.id, tenantId: asset.tenantId };
    await insertPositions(
      db,
      reports.map((report) => ({ ...owner, report })),
    );
    // The events ingestion would have kept of these positions (the device's own: its fixes are far apart).
    const events = drivingEvents(freshMemory(), reports, thresholdsFor(null));
    await insertDrivingEvents(
      db,
      events.map((event) => ({ ...owner, event })),
    );
    positions += reports.length;
    trips += await recordTrips(db, owner, options.rules, { now: new Date(now), geocoder });
  }
  return { positions, trips };
}
