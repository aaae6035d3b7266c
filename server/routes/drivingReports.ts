import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import { callerOf } from '../auth/guard';
import { assertOwnTenant } from '../auth/tenancy';
import { notFound } from '../http/errors';
import { sendPage } from '../http/operations';
import { dayMs, reportPeriod } from '../http/reportPeriod';
import { driverWeekInputs, listDrivingEvents, scoreInputs } from '../repos/drivingEvents';
import { findOwnedDriver } from '../repos/drivers';
import { listDriverTrips } from '../repos/trips';
import { saveTenantDrivingSettings, tenantDrivingSettings, tenantsScoreWeights } from '../repos/drivingSettings';
import { drivingScore, noEvents, penaltyPoints, type EventCounts } from '../reports/drivingScore';

const defaultReportMs = 7 * dayMs;
const weekMs = 7 * dayMs;
const round = (value: number) => Math.round(value * 10) / 10;

/** Driving behaviour: the events of a period, the ranking by driving score and the tenant's settings of both (issue 30, docs/DRIVING.md). */
export const drivingReportRoutes: RouteModule = ({ db, config }) => ({
  async getTenantDrivingSettings(request) {
    assertOwnTenant(callerOf(request), request.params.id);
    const settings = await tenantDrivingSettings(db, request.params.id);
    if (!settings) throw notFound('Tenant');
    return settings;
  },

  async setTenantDrivingSettings(request) {
    const { id } = request.params;
    assertOwnTenant(callerOf(request), id);
    if (!(await saveTenantDrivingSettings(db, id, request.body))) throw notFound('Tenant');
    return request.body;
  },

  async listDrivingEvents(request, reply) {
    const period = reportPeriod(request.query, defaultReportMs, config.reportMaxDays);
    const filters = { ...request.query, from: period.from.toISOString(), to: period.to.toISOString() };
    return sendPage(reply, await listDrivingEvents(db, callerOf(request), filters, config.responseMaxRows));
  },

  async listDriverTrips(request, reply) {
    const caller = callerOf(request);
    const period = reportPeriod(request.query, defaultReportMs, config.reportMaxDays);
    const driver = await findOwnedDriver(db, caller, request.params.id);
    return sendPage(reply, await listDriverTrips(db, caller, driver.id, period, request.query, config.responseMaxRows));
  },

  async getDriverScoreHistory(request): Promise<Schema<'DriverWeekScore'>[]> {
    const caller = callerOf(request);
    const { weeks = 8, to: end } = request.query;
    const to = end ? new Date(end) : new Date();
    const from = new Date(to.getTime() - weeks * weekMs);
    const driver = await findOwnedDriver(db, caller, request.params.id);
    const [inputs, weights] = await Promise.all([
      driverWeekInputs(db, caller, driver.id, from, to),
      tenantsScoreWeights(db, [driver.tenant_id]),
    ]);
    const rows = Array.from({ length: weeks }, (_, week) => ({ week, distanceKm: 0, events: noEvents() }));
    for (const { week, distance_km } of inputs.distances) rows[week].distanceKm = distance_km;
    for (const { week, kind, count } of inputs.counts) rows[week].events[kind as keyof EventCounts] = count;
    const tenantWeights = weights.get(driver.tenant_id);
    return rows.map(({ week, distanceKm, events }) => ({
      from: new Date(from.getTime() + week * weekMs).toISOString(),
      to: new Date(from.getTime() + (week + 1) * weekMs).toISOString(),
      distanceKm: round(distanceKm),
      events,
      penaltyPoints: round(penaltyPoints(events, tenantWeights)),
      score: drivingScore(distanceKm, events, tenantWeights),
    }));
  },

  async getDrivingScores(request): Promise<Schema<'DrivingScore'>[]> {
    const caller = callerOf(request);
    const subject = request.query.by ?? 'driver';
    const period = reportPeriod(request.query, defaultReportMs, config.reportMaxDays);
    const length = period.to.getTime() - period.from.getTime();
    const [current, previous] = await Promise.all([
      scoreInputs(db, caller, subject, period.from, period.to, request.query.groupId),
      scoreInputs(db, caller, subject, new Date(period.from.getTime() - length), period.from, request.query.groupId),
    ]);
    const scores = (inputs: typeof current) => {
      const rows = new Map<string, { tenantId: string; name: string; distanceKm: number; events: EventCounts }>();
      const row = ({ id, tenant_id, name }: { id: string; tenant_id: string; name: string }) => {
        const found = rows.get(id) ?? { tenantId: tenant_id, name, distanceKm: 0, events: noEvents() };
        rows.set(id, found);
        return found;
      };
      for (const input of inputs.distances) row(input).distanceKm = input.distance_km;
      for (const input of inputs.counts) row(input).events[input.kind as keyof EventCounts] = input.count;
      return rows;
    };
    const before = scores(previous);
    const now = scores(current);
    // Each row is scored with its tenant's weights (a SysAdmin ranks several tenants at once).
    const weights = await tenantsScoreWeights(db, [...new Set([...now.values()].map((row) => row.tenantId))]);
    return [...now]
      .map(([id, { tenantId, name, distanceKm, events }]) => {
        const earlier = before.get(id);
        const tenantWeights = weights.get(tenantId);
        return {
          id,
          name,
          distanceKm: round(distanceKm),
          events,
          penaltyPoints: round(penaltyPoints(events, tenantWeights)),
          score: drivingScore(distanceKm, events, tenantWeights),
          previousScore: earlier ? drivingScore(earlier.distanceKm, earlier.events, tenantWeights) : null,
        };
      })
      .sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.name.localeCompare(b.name));
  },
});
