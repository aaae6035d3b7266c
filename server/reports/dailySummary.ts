import type { TimedPoint } from './stops';

/** A position with what the summary reads from its device's attributes, when the device sends it. */
export interface SummaryPoint extends TimedPoint {
  speedKmh: number;
  ignition?: boolean;
  odometerKm?: number;
  fuelLiters?: number;
}

export interface SummaryRules {
  /** Above this speed the asset is driving (MOVING_SPEED_KMH). */
  movingSpeedKmh: number;
  /** A longer interval between two positions is a silence, counted as neither driving nor idle. */
  maxGapSeconds: number;
  /** IANA zone the calendar days are cut in. */
  timeZone: string;
}

export interface DaySummary {
  /** YYYY-MM-DD in the rules' time zone. */
  day: string;
  distanceKm: number;
  drivingSeconds: number;
  idleSeconds: number;
  maxSpeedKmh: number;
  averageSpeedKmh: number;
  startOdometerKm: number | null;
  endOdometerKm: number | null;
  fuelUsedLiters: number | null;
}

/** The calendar day of an instant in a time zone; throws RangeError for an unknown zone. */
export function dayIn(timeZone: string): (time: number) => string {
  // en-CA writes dates as YYYY-MM-DD.
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (time) => format.format(time);
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function summarizeDay(
  day: string,
  points: SummaryPoint[],
  next: SummaryPoint | undefined,
  rules: SummaryRules,
  distanceKm: number,
): DaySummary {
  let drivingMs = 0;
  let idleMs = 0;
  let fuelUsed: number | null = null;
  let lastFuel: number | undefined;
  const isMoving = (point: SummaryPoint) => point.speedKmh > rules.movingSpeedKmh;
  points.forEach((point, index) => {
    // The interval to the following position, which may be the next day's first: it began today.
    const following = points[index + 1] ?? next;
    if (following) {
      const gapMs = following.time - point.time;
      if (gapMs <= rules.maxGapSeconds * 1000) {
        if (isMoving(point)) drivingMs += gapMs;
        else if (point.ignition === true) idleMs += gapMs;
      }
    }
    if (point.fuelLiters !== undefined) {
      if (lastFuel !== undefined) fuelUsed = (fuelUsed ?? 0) + Math.max(0, lastFuel - point.fuelLiters);
      lastFuel = point.fuelLiters;
    }
  });
  const odometers = points.flatMap((point) => (point.odometerKm === undefined ? [] : [point.odometerKm]));
  return {
    day,
    distanceKm: round(distanceKm, 3),
    drivingSeconds: Math.round(drivingMs / 1000),
    idleSeconds: Math.round(idleMs / 1000),
    maxSpeedKmh: Math.max(...points.map((point) => point.speedKmh)),
    averageSpeedKmh: drivingMs ? round(distanceKm / (drivingMs / 3_600_000), 1) : 0,
    startOdometerKm: odometers[0] ?? null,
    endOdometerKm: odometers.at(-1) ?? null,
    fuelUsedLiters: fuelUsed === null ? null : round(fuelUsed, 2),
  };
}

/**
 * One summary per calendar day of a time-ordered track. Each interval between two positions
 * belongs to the day of its first position. The distance of a day is not added up here but given,
 * `drivenKm(day)`: the trips' (tripDays.ts), as in every other report. Driving time is the time
 * above MOVING_SPEED_KMH ("Time in motion"), shorter than the movement report's time of the trips
 * ("Time on trips", stops at lights included): the console names the two apart. Idle is standing with the ignition on. Fuel used is the sum of the falls of
 * the fuel level: a refuel does not give fuel back.
 */
export function dailySummaries(points: readonly SummaryPoint[], rules: SummaryRules, drivenKm: (day: string) => number): DaySummary[] {
  const dayOf = dayIn(rules.timeZone);
  const days: { day: string; points: SummaryPoint[] }[] = [];
  for (const point of points) {
    const day = dayOf(point.time);
    const current = days.at(-1);
    if (current?.day === day) current.points.push(point);
    else days.push({ day, points: [point] });
  }
  return days.map(({ day, points: ofDay }, index) => summarizeDay(day, ofDay, days[index + 1]?.points[0], rules, drivenKm(day)));
}
