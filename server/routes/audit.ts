import type { RouteModule } from '../http/operations';
import { sendPage } from '../http/operations';
import { callerOf } from '../auth/guard';
import { assertOwnTenant } from '../auth/tenancy';
import { badRequest, notFound } from '../http/errors';
import { auditRetentionDays, listAuditEntries, setAuditRetentionDays } from '../repos/auditLog';

/** The audit log: read and filtered, never edited (the audit hook in app.ts writes it), and its retention. */
export const auditRoutes: RouteModule = ({ db, config }) => ({
  async listAuditLog(request, reply) {
    const { from, to } = request.query;
    if (from && to && Date.parse(from) >= Date.parse(to)) throw badRequest('to', 'Must be after from.');
    return sendPage(reply, await listAuditEntries(db, callerOf(request), request.query, config.responseMaxRows));
  },

  // The entry is the record: the audit hook writes what was exported, by whom.
  recordExport: async () => ({ message: 'Recorded.' }),

  async getAuditRetention(request) {
    assertOwnTenant(callerOf(request), request.params.id);
    const days = await auditRetentionDays(db, request.params.id);
    if (days === undefined) throw notFound('Tenant');
    return { days };
  },

  async setAuditRetention(request) {
    assertOwnTenant(callerOf(request), request.params.id);
    if (!(await setAuditRetentionDays(db, request.params.id, request.body.days))) throw notFound('Tenant');
    return { days: request.body.days };
  },
});
