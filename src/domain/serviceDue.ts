/** Where a service plan stands for one asset: nothing due yet, within a "due soon" margin, or past due. */
export type ServiceState = 'ok' | 'dueSoon' | 'overdue';

/** What a plan counts: kilometres on the odometer, engine hours, or days on the calendar. */
export type ServiceMeasure = 'distance' | 'engineHours' | 'time';

/** A plan's intervals, whichever comes first; a null interval is not counted. */
export interface ServiceIntervals {
  everyKm: number | null;
  dueSoonKm: number;
  everyEngineHours: number | null;
  dueSoonEngineHours: number;
  /** The calendar interval, in days or in months (at most one of the two is set). */
  everyDays: number | null;
  everyMonths: number | null;
  dueSoonDays: number;
}

/** The point the counters run from: the last service, or the plan's start. */
export interface ServiceBaseline {
  /** ISO date (YYYY-MM-DD) or time; the calendar counts UTC days from its day. */
  date: string;
  odometerKm: number | null;
  engineHours: number | null;
}

/** The asset's readings now (null where its device reports none). */
export interface ServiceReading {
  at: Date;
  odometerKm: number | null;
  engineHours: number | null;
}

export interface ServiceDue {
  state: ServiceState;
  /** The measure that gives the state (the first to fall due when several are in the same state); null when none is counted. */
  measure: ServiceMeasure | null;
  dueOdometerKm: number | null;
  dueEngineHours: number | null;
  /** YYYY-MM-DD. */
  dueDate: string | null;
  /** What is left before each is due (negative when past it); null where the measure is not counted or not read. */
  remainingKm: number | null;
  remainingEngineHours: number | null;
  remainingDays: number | null;
}

const dayMs = 86_400_000;
const utcDay = (time: Date) => Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate());

/** The date `months` calendar months after `day`, on the last day of the month when it is shorter (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(day: Date, months: number): Date {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day.getUTCDate(), lastDay)));
}

const rank: Record<ServiceState, number> = { ok: 0, dueSoon: 1, overdue: 2 };
const stateOf = (remaining: number, margin: number): ServiceState => (remaining <= 0 ? 'overdue' : remaining <= margin ? 'dueSoon' : 'ok');
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * The plan's state for one asset: overdue once any measure reaches its due point (the reading at or past
 * it, or the due day begun), due soon within that measure's margin before it, ok otherwise. A measure the
 * asset has no reading for is left out; the baseline's missing odometer or hours count from zero.
 */
export function serviceDue(plan: ServiceIntervals, baseline: ServiceBaseline, reading: ServiceReading): ServiceDue {
  const dueOdometerKm = plan.everyKm === null ? null : (baseline.odometerKm ?? 0) + plan.everyKm;
  const dueEngineHours = plan.everyEngineHours === null ? null : (baseline.engineHours ?? 0) + plan.everyEngineHours;
  const start = new Date(utcDay(new Date(baseline.date)));
  const due =
    plan.everyMonths !== null
      ? addMonths(start, plan.everyMonths)
      : plan.everyDays !== null
        ? new Date(start.getTime() + plan.everyDays * dayMs)
        : null;
  const remainingKm = dueOdometerKm === null || reading.odometerKm === null ? null : round(dueOdometerKm - reading.odometerKm, 3);
  const remainingEngineHours =
    dueEngineHours === null || reading.engineHours === null ? null : round(dueEngineHours - reading.engineHours, 3);
  const remainingDays = due === null ? null : Math.round((due.getTime() - utcDay(reading.at)) / dayMs);

  const measures: { measure: ServiceMeasure; state: ServiceState; share: number }[] = [];
  // `share` is what is left as a part of the interval: among measures in one state, the smallest is the nearest.
  if (remainingKm !== null)
    measures.push({ measure: 'distance', state: stateOf(remainingKm, plan.dueSoonKm), share: remainingKm / (plan.everyKm as number) });
  if (remainingEngineHours !== null)
    measures.push({
      measure: 'engineHours',
      state: stateOf(remainingEngineHours, plan.dueSoonEngineHours),
      share: remainingEngineHours / (plan.everyEngineHours as number),
    });
  if (remainingDays !== null && due !== null)
    measures.push({
      measure: 'time',
      state: stateOf(remainingDays, plan.dueSoonDays),
      share: remainingDays / ((due.getTime() - start.getTime()) / dayMs),
    });
  const worst = measures.reduce<(typeof measures)[number] | null>(
    (best, next) =>
      !best || rank[next.state] > rank[best.state] || (rank[next.state] === rank[best.state] && next.share < best.share) ? next : best,
    null,
  );
  return {
    state: worst?.state ?? 'ok',
    measure: worst?.measure ?? null,
    dueOdometerKm,
    dueEngineHours,
    dueDate: due ? due.toISOString().slice(0, 10) : null,
    remainingKm,
    remainingEngineHours,
    remainingDays,
  };
}
