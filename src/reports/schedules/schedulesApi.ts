import { apiClients } from '../../api/client';
import type { components } from '../../api/schema';
import { unwrap, unwrapRequired } from '../../api/unwrap';

export type ReportSchedule = components['schemas']['ReportSchedule'];
export type ScheduledReport = components['schemas']['ScheduledReport'];
export type ScheduleInput = components['schemas']['ReportScheduleInput'];

const api = () => apiClients().api;

export const listSchedules = () => unwrapRequired(api().GET('/reports/schedules'));
export const createSchedule = (body: ScheduleInput) => unwrapRequired(api().POST('/reports/schedules', { body }));
export const deleteSchedule = (id: string) => unwrap(api().DELETE('/reports/schedules/{id}', { params: { path: { id } } }));

/** The reports that can be mailed (the contract's ScheduledReport). */
const SCHEDULED: Record<ScheduledReport, true> = { stops: true, dailySummary: true, events: true, geofenceVisits: true };
export const isScheduledReport = (kind: string): kind is ScheduledReport => Object.hasOwn(SCHEDULED, kind);
