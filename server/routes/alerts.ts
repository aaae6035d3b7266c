import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { sendPage } from '../http/operations';
import { listAlerts, markAlert } from '../repos/alerts';

/** Triggered alerts: made by the telemetry engine, read and marked read here. */
export const alertRoutes: RouteModule = ({ db, config }) => ({
  listAlerts: async (request, reply) => sendPage(reply, await listAlerts(db, callerOf(request), request.query, config.responseMaxRows)),
  updateAlert: (request) => markAlert(db, callerOf(request), request.params.id, request.body.isRead),
});
