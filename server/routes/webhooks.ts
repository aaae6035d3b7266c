import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { deleted, sendPage } from '../http/operations';
import { tenantRecords } from '../repos/tenantRecords';
import { listDeliveries, webhookRecords } from '../repos/webhooks';

/** Webhooks of a tenant and the log of their deliveries (the calls themselves are queued jobs). */
export const webhookRoutes: RouteModule = ({ db, config }) => {
  const webhooks = tenantRecords(db, webhookRecords);
  return {
    listWebhooks: async (request, reply) => sendPage(reply, await webhooks.list(callerOf(request), request.query, config.responseMaxRows)),
    getWebhook: (request) => webhooks.find(callerOf(request), request.params.id),
    createWebhook: (request) => webhooks.create(callerOf(request), request.body),
    updateWebhook: (request) => webhooks.update(callerOf(request), request.params.id, request.body),
    async deleteWebhook(request) {
      await webhooks.remove(callerOf(request), request.params.id);
      return deleted;
    },
    listWebhookDeliveries: async (request, reply) =>
      sendPage(reply, await listDeliveries(db, callerOf(request), request.params.id, request.query, config.responseMaxRows)),
  };
};
