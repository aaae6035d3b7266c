import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import { callerOf } from '../auth/guard';
import { sendPage } from '../http/operations';
import { dayMs, reportPeriod } from '../http/reportPeriod';
import { listDrivingEvents, scoreInputs } from '../repos/drivingEvents';
import { drivingScore, noEvents, penaltyPoints, type EventCounts } from '../reports/drivingScore';

const defaultReportMs = 7 * dayMs;
const round = (value: number) => Math.round(value * 10) / 10;

/** Driving behaviour: the events of a period, and the ranking by driving score (issue 30, docs/DRIVING.md). */
export const drivingReportRoutes: RouteModule = ({ db, config }) => ({
  async listDrivingEvents(request, reply) {
    const period = reportPeriod(request.query, defaultReportMs, config.reportMaxDays);
    const filters = { ...request.query, from: period.from.toISOString(), to: period.to.toISOString() };
    return sendPage(reply, await listDrivingEvents(db, callerOf(request), filters, config.responseMaxRows));
  },

  async getDrivingScores(request): Promise<Schema<'DrivingScore'>[]> {
    const caller = callerOf(request);
    const subject = request.query.by ?? 'driver';
    const period = reportPeriod(request.query, defaultReportMs, config.reportMaxDays);
    const length = period.to.getTime() - period.from.getTime();
    const [current, previous] = await Promise.all([
      scoreInputs(db, caller, subject, period.from, period.to),
      scoreInputs(db, caller, subject, new Date(period.from.getTime() - length), period.from),
    ]);
    const scores = (inputs: typeof current) => {
      const rows = new Map<string, { name: string; distanceKm: number; events: EventCounts }>();
      const row = (id: string, name: string) => {
        const found = rows.get(id) ?? { name, distanceKm: 0, events: noEvents() };
        rows.set(id, found);
        return found;
      };
      for (const { id, name, distance_km } of inputs.distances) row(id, name).distanceKm = distance_km;
      for (const { id, name, kind, count } of inputs.counts) row(id, name).events[kind as keyof EventCounts] = count;
      return rows;
    };
    const before = scores(previous);
    return [...scores(current)]
      .map(([id, { name, distanceKm, events }]) => {
        const earlier = before.get(id);
        return {
          id,
          name,
          distanceKm: round(distanceKm),
          events,
          penaltyPoints: round(penaltyPoints(events)),
          score: drivingScore(distanceKm, events),
          previousScore: earlier ? drivingScore(earlier.distanceKm, earlier.events) : null,
        };
      })
      .sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.name.localeCompare(b.name));
  },
});
