import { describe, expect, it } from 'vitest';
import { addMonths, serviceDue, type ServiceBaseline, type ServiceIntervals } from './serviceDue';

// The plan: 10,000 km / 250 h / 12 months, due soon 500 km / 10 h / 30 days before.
const plan: ServiceIntervals = {
  everyKm: 10_000,
  dueSoonKm: 500,
  everyEngineHours: 250,
  dueSoonEngineHours: 10,
  everyDays: null,
  everyMonths: 12,
  dueSoonDays: 30,
};
// Last serviced on 15 January 2026 at 20,000 km and 100 h: due at 30,000 km, 350 h or on 15 January 2027.
const serviced: ServiceBaseline = { date: '2026-01-15', odometerKm: 20_000, engineHours: 100 };
const at = (day: string, odometerKm: number | null, engineHours: number | null) => ({
  at: new Date(`${day}T12:00:00Z`),
  odometerKm,
  engineHours,
});

describe('serviceDue', () => {
  it('is ok well before every limit, and says where each falls due', () => {
    expect(serviceDue(plan, serviced, at('2026-03-01', 29_499, 200))).toEqual({
      state: 'ok',
      measure: 'distance',
      dueOdometerKm: 30_000,
      dueEngineHours: 350,
      dueDate: '2027-01-15',
      remainingKm: 501,
      remainingEngineHours: 150,
      // 1 March 2026 to 15 January 2027: 306 days to 1 January, 14 more.
      remainingDays: 320,
    });
  });

  it('becomes due soon at 29,500 km and overdue at 30,000 km', () => {
    expect(serviceDue(plan, serviced, at('2026-03-01', 29_500, 200))).toMatchObject({
      state: 'dueSoon',
      measure: 'distance',
      remainingKm: 500,
    });
    expect(serviceDue(plan, serviced, at('2026-03-01', 29_999.9, 200))).toMatchObject({ state: 'dueSoon', measure: 'distance' });
    expect(serviceDue(plan, serviced, at('2026-03-01', 30_000, 200))).toMatchObject({
      state: 'overdue',
      measure: 'distance',
      remainingKm: 0,
    });
  });

  it('becomes due soon at 340 h and overdue at 350 h', () => {
    expect(serviceDue(plan, serviced, at('2026-03-01', 21_000, 339.9))).toMatchObject({ state: 'ok' });
    expect(serviceDue(plan, serviced, at('2026-03-01', 21_000, 340))).toMatchObject({
      state: 'dueSoon',
      measure: 'engineHours',
      remainingEngineHours: 10,
    });
    expect(serviceDue(plan, serviced, at('2026-03-01', 21_000, 350))).toMatchObject({
      state: 'overdue',
      measure: 'engineHours',
      remainingEngineHours: 0,
    });
  });

  it('becomes due soon 30 days before 15 January 2027 and overdue on that day', () => {
    expect(serviceDue(plan, serviced, at('2026-12-15', 21_000, 120))).toMatchObject({ state: 'ok', remainingDays: 31 });
    expect(serviceDue(plan, serviced, at('2026-12-16', 21_000, 120))).toMatchObject({
      state: 'dueSoon',
      measure: 'time',
      remainingDays: 30,
    });
    expect(serviceDue(plan, serviced, at('2027-01-14', 21_000, 120))).toMatchObject({
      state: 'dueSoon',
      measure: 'time',
      remainingDays: 1,
    });
    expect(serviceDue(plan, serviced, at('2027-01-15', 21_000, 120))).toMatchObject({
      state: 'overdue',
      measure: 'time',
      remainingDays: 0,
    });
  });

  it('takes whichever comes first: overdue on one measure outranks due soon on another', () => {
    expect(serviceDue(plan, serviced, at('2026-12-20', 30_100, 345))).toMatchObject({ state: 'overdue', measure: 'distance' });
    // Both due soon: hours has 2 of 250 left (0.8%), distance 400 of 10,000 (4%).
    expect(serviceDue(plan, serviced, at('2026-03-01', 29_600, 348))).toMatchObject({ state: 'dueSoon', measure: 'engineHours' });
  });

  it('renews after a service record: the counters restart from its date and readings', () => {
    const overdue = serviceDue(plan, serviced, at('2027-01-20', 30_100, 351));
    expect(overdue.state).toBe('overdue');
    const renewed: ServiceBaseline = { date: '2027-01-20', odometerKm: 30_100, engineHours: 351 };
    expect(serviceDue(plan, renewed, at('2027-01-20', 30_100, 351))).toEqual({
      state: 'ok',
      measure: 'distance',
      dueOdometerKm: 40_100,
      dueEngineHours: 601,
      dueDate: '2028-01-20',
      remainingKm: 10_000,
      remainingEngineHours: 250,
      remainingDays: 365,
    });
  });

  it('leaves out what the asset does not report, and counts a plan without any reading by the calendar alone', () => {
    expect(serviceDue(plan, serviced, at('2026-03-01', null, null))).toMatchObject({
      state: 'ok',
      measure: 'time',
      remainingKm: null,
      remainingEngineHours: null,
      dueOdometerKm: 30_000,
    });
    const byDistance = { ...plan, everyEngineHours: null, everyMonths: null };
    expect(serviceDue(byDistance, serviced, at('2026-03-01', null, 500))).toMatchObject({ state: 'ok', measure: null, dueDate: null });
  });

  it('counts from zero when the plan starts without readings, and by days when the interval is in days', () => {
    const start: ServiceBaseline = { date: '2026-01-01T08:30:00Z', odometerKm: null, engineHours: null };
    expect(serviceDue({ ...plan, everyMonths: null, everyDays: 90 }, start, at('2026-03-20', 9_000, 10))).toMatchObject({
      state: 'dueSoon',
      measure: 'time',
      dueOdometerKm: 10_000,
      dueDate: '2026-04-01',
      remainingDays: 12,
    });
  });
});

describe('addMonths', () => {
  it('keeps the day of the month, or the month’s last day when it is shorter', () => {
    expect(addMonths(new Date('2026-01-15T00:00:00Z'), 12).toISOString().slice(0, 10)).toBe('2027-01-15');
    expect(addMonths(new Date('2026-01-31T00:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2026-02-28');
    expect(addMonths(new Date('2028-01-31T00:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2028-02-29');
    expect(addMonths(new Date('2026-11-30T00:00:00Z'), 3).toISOString().slice(0, 10)).toBe('2027-02-28');
  });
});
