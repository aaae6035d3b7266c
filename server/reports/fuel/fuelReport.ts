import { haversineKm } from '../../../src/domain/geometry';
import type { Schema } from '../../contract';
import type { Period } from '../../http/reportPeriod';
import { analyseFuel, fuelReadingsFor, readingsUpTo, type FuelReadings, type FuelRules } from './fuelEvents';
import { sensorLitres, sensorValue, type FuelSensor } from './fuelLevel';

/**
 * An asset's stored positions as the fuel report reads them, oldest first, a column each (a day of a fleet is
 * 720,000 positions: an object per position cost more in allocation and collection than the report's work).
 */
export interface FuelSeries {
  /** Milliseconds since the epoch. */
  time: readonly number[];
  latitude: readonly number[];
  longitude: readonly number[];
  speedKmh: readonly number[];
  ignition: readonly boolean[];
  /** The values of the attributes the sensors read, by attribute, a value per position (absent ones null). */
  attributes: Readonly<Record<string, readonly unknown[]>>;
}

export const emptyFuelSeries: FuelSeries = { time: [], latitude: [], longitude: [], speedKmh: [], ignition: [], attributes: {} };

/** A price per litre entered on a fill, at a time within it. */
export interface FillPrice {
  /** Milliseconds since the epoch. */
  time: number;
  pricePerLitre: number;
}

export interface FuelReportSetup {
  sensors: readonly FuelSensor[];
  tankLitres: number | null;
  rules: FuelRules;
  /** The tenant's price of a litre. */
  pricePerLitre: number | null;
  /** The prices entered on the period's fills, each at a time within its fill. */
  fillPrices: readonly FillPrice[];
  movingSpeedKmh: number;
  /** A longer silence between two positions counts as neither distance nor engine time. */
  maxGapSeconds: number;
  /** The chart's level is thinned evenly to this many points. */
  maxPoints: number;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const per = (litres: number | null, amount: number, scale = 1) =>
  litres === null || amount <= 0 ? null : round((litres / amount) * scale);

/** Every `step`-th of the items, the last kept, so that at most about `maxPoints` remain. */
function thinEvenly<T>(items: T[], maxPoints: number): T[] {
  if (items.length <= maxPoints) return items;
  const step = Math.ceil(items.length / maxPoints);
  return items.filter((_, index) => index % step === 0 || index === items.length - 1);
}

/** Distance only between positions of which one moves, so that a parked vehicle's GPS jitter adds nothing. */
function distanceAndEngineHours(series: FuelSeries, { maxGapSeconds, movingSpeedKmh }: FuelReportSetup) {
  const { time, latitude, longitude, speedKmh, ignition } = series;
  let km = 0;
  let engineMs = 0;
  for (let index = 1; index < time.length; index += 1) {
    const gapMs = time[index] - time[index - 1];
    if (gapMs > maxGapSeconds * 1000) continue;
    if (Math.max(speedKmh[index - 1], speedKmh[index]) > movingSpeedKmh)
      km += haversineKm(
        { latitude: latitude[index - 1], longitude: longitude[index - 1] },
        { latitude: latitude[index], longitude: longitude[index] },
      );
    if (ignition[index - 1]) engineMs += gapMs;
  }
  return { distanceKm: round(km, 3), engineHours: round(engineMs / 3_600_000, 3) };
}

/** The positions that give a level, as the detector reads them: each from the first of `sensors` it holds a value of. */
export function fuelReadings(series: FuelSeries, sensors: readonly FuelSensor[], tankLitres: number | null): FuelReadings {
  const columns = sensors.map((sensor) => series.attributes[sensor.attribute] ?? []);
  const readings = fuelReadingsFor(series.time.length);
  let count = 0;
  for (let index = 0; index < series.time.length; index += 1) {
    for (let at = 0; at < sensors.length; at += 1) {
      const value = sensorValue(columns[at][index]);
      if (value === null) continue;
      const litres = sensorLitres(sensors[at], value, tankLitres);
      if (litres !== null) {
        readings.time[count] = series.time[index];
        readings.litres[count] = litres;
        readings.speedKmh[count] = series.speedKmh[index];
        readings.latitude[count] = series.latitude[index];
        readings.longitude[count] = series.longitude[index];
        count += 1;
      }
      break;
    }
  }
  return readingsUpTo(readings, count);
}

/**
 * The price the litres consumed are counted at: the fills' prices (the one entered on each, else the tenant's)
 * weighted by their litres, as the tank holds what they bought; the tenant's when no fill has a price.
 */
export function consumedPrice(
  fills: readonly { litres: number; pricePerLitre: number | null }[],
  tenantPrice: number | null,
): number | null {
  let litres = 0;
  let paid = 0;
  for (const fill of fills) {
    const price = fill.pricePerLitre ?? tenantPrice;
    if (price === null) continue;
    litres += fill.litres;
    paid += fill.litres * price;
  }
  return litres > 0 ? round(paid / litres, 4) : tenantPrice;
}

/** The fuel report of one asset's positions over a period (see the contract's getFuelReport). */
export function fuelReport(series: FuelSeries, period: Period, setup: FuelReportSetup): Schema<'FuelReport'> {
  const readings = fuelReadings(series, setup.sensors, setup.tankLitres);
  const options = { tankLitres: setup.tankLitres, movingSpeedKmh: setup.movingSpeedKmh };
  const { settled, level, events, totals } = analyseFuel(readings, setup.rules, options);
  const { distanceKm, engineHours } = distanceAndEngineHours(series, setup);
  const consumed = totals === null ? null : round(totals.consumedLitres);
  const priced = events.map((event) => ({
    ...event,
    pricePerLitre:
      event.kind === 'fill'
        ? (setup.fillPrices.find((entered) => entered.time >= event.startTime && entered.time <= event.endTime)?.pricePerLitre ?? null)
        : null,
  }));
  const pricePerLitre = consumedPrice(
    priced.filter((event) => event.kind === 'fill'),
    setup.pricePerLitre,
  );
  return {
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    tankLitres: setup.tankLitres,
    startLitres: totals === null ? null : round(totals.startLitres),
    endLitres: totals === null ? null : round(totals.endLitres),
    filledLitres: round(totals?.filledLitres ?? 0),
    drainedLitres: round(totals?.drainedLitres ?? 0),
    consumedLitres: consumed,
    distanceKm,
    engineHours,
    litresPer100Km: per(consumed, distanceKm, 100),
    litresPerEngineHour: per(consumed, engineHours),
    pricePerLitre,
    cost: consumed === null || pricePerLitre === null ? null : round(consumed * pricePerLitre),
    events: priced.map((event) => ({
      kind: event.kind,
      startTime: new Date(event.startTime).toISOString(),
      endTime: new Date(event.endTime).toISOString(),
      litres: round(event.litres),
      beforeLitres: round(event.beforeLitres),
      afterLitres: round(event.afterLitres),
      latitude: event.latitude,
      longitude: event.longitude,
      pricePerLitre: event.pricePerLitre,
    })),
    // Thinned before the times are written: a month holds a quarter of a million readings.
    levels: thinEvenly(Array.from(settled.time.keys()), setup.maxPoints).map((index) => ({
      time: new Date(settled.time[index]).toISOString(),
      litres: round(level[index]),
    })),
  };
}
