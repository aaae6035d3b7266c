import { haversineKm, type LatLng } from '../../../src/domain/geometry';

/**
 * The fuel levels a device reported (litres, see fuelLevel.ts), where and how fast the vehicle went, oldest first,
 * a typed array each: a month is a quarter of a million readings, and an object each (its numbers boxed), or
 * arrays grown a push at a time, cost more in allocation and collection than the detection.
 */
export interface FuelReadings {
  /** Milliseconds since the epoch. */
  time: Float64Array;
  litres: Float64Array;
  speedKmh: Float64Array;
  latitude: Float64Array;
  longitude: Float64Array;
}

/** Room for `count` readings, to be filled from the start and cut to size with `readingsUpTo`. */
export const fuelReadingsFor = (count: number): FuelReadings => ({
  time: new Float64Array(count),
  litres: new Float64Array(count),
  speedKmh: new Float64Array(count),
  latitude: new Float64Array(count),
  longitude: new Float64Array(count),
});

/** The first `count` readings (views, not copies). */
export function readingsUpTo(readings: FuelReadings, count: number): FuelReadings {
  const { time, litres, speedKmh, latitude, longitude } = readings;
  const upTo = (column: Float64Array) => column.subarray(0, count);
  return { time: upTo(time), litres: upTo(litres), speedKmh: upTo(speedKmh), latitude: upTo(latitude), longitude: upTo(longitude) };
}

const placeOf = (readings: FuelReadings, index: number): LatLng => ({
  latitude: readings.latitude[index],
  longitude: readings.longitude[index],
});

/** How fills and drains are told from sensor noise; a tenant edits them (defaults in `defaultFuelRules`). */
export interface FuelRules {
  /** The level is the median of this many readings (odd; 1 reads the raw level). */
  medianReadings: number;
  /** A fill is a rise of at least the larger of these two: litres, and a percentage of the tank. */
  fillMinLitres: number;
  fillMinTankPercent: number;
  /** A drain is a fall of at least this many litres beyond the expected use. */
  drainMinLitres: number;
  /** A vehicle stopped for a shorter time than this has no drain. */
  drainMinStopSeconds: number;
  /** Whether falls while moving can be drains (consumption hides them: off by default). */
  drainsWhileMoving: boolean;
  /** Readings this long after the vehicle moves off are left out (fuel sloshes in the tank). */
  ignoreAfterMovingOffSeconds: number;
  /** Events of one kind closer than this are one event. */
  mergeMinutes: number;
  /** Expected use: standing with the engine running, and driving (only when drains while moving are on). */
  idleLitresPerHour: number;
  drivingLitresPer100Km: number;
}

export const defaultFuelRules: FuelRules = {
  medianReadings: 5,
  fillMinLitres: 5,
  fillMinTankPercent: 3,
  drainMinLitres: 5,
  drainMinStopSeconds: 60,
  drainsWhileMoving: false,
  ignoreAfterMovingOffSeconds: 60,
  mergeMinutes: 10,
  idleLitresPerHour: 2,
  drivingLitresPer100Km: 30,
};

export interface FuelEvent extends LatLng {
  kind: 'fill' | 'drain';
  startTime: number;
  endTime: number;
  /** The level before and after, each the median of the raw readings next to the event. */
  beforeLitres: number;
  afterLitres: number;
  /** Always positive: litres that came in (fill) or went out (drain). */
  litres: number;
}

const median = (values: Float64Array) => {
  const sorted = values.slice().sort();
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The readings a detector trusts: those of the first seconds after moving off are left out. */
export function settledReadings(readings: FuelReadings, rules: FuelRules, movingSpeedKmh: number): FuelReadings {
  const { time, speedKmh } = readings;
  const settled = fuelReadingsFor(time.length);
  let count = 0;
  let movedOffAt: number | null = null;
  for (let index = 0; index < time.length; index += 1) {
    if (speedKmh[index] <= movingSpeedKmh) movedOffAt = null;
    else if (movedOffAt === null && index > 0) movedOffAt = time[index];
    if (movedOffAt !== null && time[index] - movedOffAt < rules.ignoreAfterMovingOffSeconds * 1000) continue;
    settled.time[count] = time[index];
    settled.litres[count] = readings.litres[index];
    settled.speedKmh[count] = speedKmh[index];
    settled.latitude[count] = readings.latitude[index];
    settled.longitude[count] = readings.longitude[index];
    count += 1;
  }
  return readingsUpTo(settled, count);
}

/** The level as the detector sees it: each reading the median of the `size` around it. */
export function medianFiltered(litres: ArrayLike<number>, size: number): Float64Array {
  const half = Math.max(0, Math.floor(size / 2));
  // One small window reused and sorted by insertion: a month of readings is a quarter of a million windows.
  const window = new Float64Array(2 * half + 1);
  const filtered = new Float64Array(litres.length);
  for (let index = 0; index < litres.length; index += 1) {
    let count = 0;
    for (let at = Math.max(0, index - half); at <= Math.min(litres.length - 1, index + half); at += 1) {
      let slot = count;
      for (; slot > 0 && window[slot - 1] > litres[at]; slot -= 1) window[slot] = window[slot - 1];
      window[slot] = litres[at];
      count += 1;
    }
    const middle = count >> 1;
    filtered[index] = count % 2 ? window[middle] : (window[middle - 1] + window[middle]) / 2;
  }
  return filtered;
}

interface Run {
  start: number;
  /** Exclusive. */
  end: number;
  moving: boolean;
}

function runsOf(readings: FuelReadings, movingSpeedKmh: number): Run[] {
  const runs: Run[] = [];
  readings.speedKmh.forEach((speedKmh, index) => {
    const moving = speedKmh > movingSpeedKmh;
    const last = runs.at(-1);
    if (last && last.moving === moving) last.end = index + 1;
    else runs.push({ start: index, end: index + 1, moving });
  });
  return runs;
}

interface Found {
  kind: FuelEvent['kind'];
  start: number;
  end: number;
}

/**
 * Fills and drains inside one run. From an anchor, the lowest and highest filtered level seen since
 * are kept; once the level stands a threshold above the lowest (a fill) or below the highest (a drain),
 * the event runs from where that rise or fall began to where it stops, and the search starts again after it.
 */
function eventsInRun(
  level: Float64Array,
  readings: FuelReadings,
  run: Run,
  rules: FuelRules,
  fillMin: number,
  expectedUse: (from: number, to: number) => number,
): Found[] {
  const found: Found[] = [];
  const stoodLongEnough = (readings.time[run.end - 1] - readings.time[run.start]) / 1000 >= rules.drainMinStopSeconds;
  const canDrain = run.moving ? rules.drainsWhileMoving : stoodLongEnough;
  const canFill = !run.moving;
  let low = run.start;
  let high = run.start;
  for (let index = run.start + 1; index < run.end; index += 1) {
    const kind =
      canFill && level[index] - level[low] >= fillMin
        ? 'fill'
        : canDrain && level[high] - level[index] - expectedUse(high, index) >= rules.drainMinLitres
          ? 'drain'
          : null;
    if (kind) {
      const step = kind === 'fill' ? 1 : -1;
      const from = kind === 'fill' ? low : high;
      let start = index;
      while (start > from && (level[start] - level[start - 1]) * step > 0) start -= 1;
      let end = index;
      while (end + 1 < run.end && (level[end + 1] - level[end]) * step > 0) end += 1;
      found.push({ kind, start, end });
      index = end;
      low = end;
      high = end;
      continue;
    }
    if (level[index] < level[low]) low = index;
    if (level[index] > level[high]) high = index;
  }
  return found;
}

/** The median of up to `count` raw readings that end at `index` (before) or start there (after), within the run. */
function levelNear(readings: FuelReadings, index: number, run: Run, count: number, side: 'before' | 'after'): number {
  const { litres } = readings;
  return median(
    side === 'before'
      ? litres.slice(Math.max(run.start, index - count + 1), index + 1)
      : litres.slice(index, Math.min(run.end, index + count)),
  );
}

function merged(events: FuelEvent[], rules: FuelRules): FuelEvent[] {
  const out: FuelEvent[] = [];
  for (const event of events) {
    const last = out.at(-1);
    if (last && last.kind === event.kind && event.startTime - last.endTime < rules.mergeMinutes * 60_000) {
      last.endTime = event.endTime;
      last.afterLitres = event.afterLitres;
      last.litres = Math.abs(last.afterLitres - last.beforeLitres);
    } else out.push({ ...event });
  }
  return out;
}

export interface FuelTotals {
  startLitres: number;
  endLitres: number;
  filledLitres: number;
  drainedLitres: number;
  /** Start - end + filled: what left the tank, drains included (they are shown apart too). */
  consumedLitres: number;
}

/** What a series of fuel levels says: the readings trusted, their filtered level, the events and the totals. */
export interface FuelAnalysis {
  /** The readings the detector trusts (see settledReadings), oldest first. */
  settled: FuelReadings;
  /** The filtered level of each settled reading. */
  level: Float64Array;
  events: FuelEvent[];
  /** The levels at the ends (filtered, as the events are found) and the events' sums; null without readings. */
  totals: FuelTotals | null;
}

/**
 * Fills and drains in a time-ordered series of fuel levels, found on the filtered level and measured
 * on the raw readings around each one (several readings each side, so that one noisy sample does
 * not make the volume). Fills only while stopped; drains while stopped for `drainMinStopSeconds`,
 * and while moving when `drainsWhileMoving`; events of a kind closer than `mergeMinutes` are one.
 * The level is filtered once: a month at 10 s is a quarter of a million readings.
 */
export function analyseFuel(
  readings: FuelReadings,
  rules: FuelRules,
  options: { tankLitres: number | null; movingSpeedKmh: number },
): FuelAnalysis {
  const settled = settledReadings(readings, rules, options.movingSpeedKmh);
  const level = medianFiltered(settled.litres, rules.medianReadings);
  const events = settled.time.length < 2 ? [] : eventsOf(settled, level, rules, options);
  return { settled, level, events, totals: totalsOf(level, events) };
}

/** The fills and drains alone (see analyseFuel). */
export const detectFuelEvents = (...args: Parameters<typeof analyseFuel>): FuelEvent[] => analyseFuel(...args).events;

function eventsOf(
  settled: FuelReadings,
  level: Float64Array,
  rules: FuelRules,
  options: { tankLitres: number | null; movingSpeedKmh: number },
): FuelEvent[] {
  const fillMin = Math.max(rules.fillMinLitres, ((options.tankLitres ?? 0) * rules.fillMinTankPercent) / 100);
  // The expected use up to each reading, so that the use between any two is one subtraction (a night's stop has thousands).
  const { time, speedKmh } = settled;
  const usedBy = new Float64Array(time.length);
  for (let index = 1; index < time.length; index += 1) {
    const driving =
      speedKmh[index - 1] > options.movingSpeedKmh
        ? (haversineKm(placeOf(settled, index - 1), placeOf(settled, index)) / 100) * rules.drivingLitresPer100Km
        : 0;
    usedBy[index] = usedBy[index - 1] + ((time[index] - time[index - 1]) / 3_600_000) * rules.idleLitresPerHour + driving;
  }
  const expectedUse = (from: number, to: number) => usedBy[to] - usedBy[from];
  const sideReadings = Math.max(1, rules.medianReadings);
  const events = runsOf(settled, options.movingSpeedKmh).flatMap((run) =>
    eventsInRun(level, settled, run, rules, fillMin, expectedUse).map(({ kind, start, end }): FuelEvent => {
      const beforeLitres = levelNear(settled, start, run, sideReadings, 'before');
      const afterLitres = levelNear(settled, end, run, sideReadings, 'after');
      return {
        kind,
        startTime: time[start],
        endTime: time[end],
        ...placeOf(settled, start),
        beforeLitres,
        afterLitres,
        litres: Math.abs(afterLitres - beforeLitres),
      };
    }),
  );
  return merged(events, rules);
}

function totalsOf(level: Float64Array, events: readonly FuelEvent[]): FuelTotals | null {
  if (!level.length) return null;
  const sum = (kind: FuelEvent['kind']) => events.filter((event) => event.kind === kind).reduce((total, event) => total + event.litres, 0);
  const startLitres = level[0];
  const endLitres = level[level.length - 1];
  const filledLitres = sum('fill');
  return { startLitres, endLitres, filledLitres, drainedLitres: sum('drain'), consumedLitres: startLitres - endLitres + filledLitres };
}
