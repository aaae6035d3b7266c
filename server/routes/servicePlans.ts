import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { deleted, sendPage } from '../http/operations';
import { tenantRecords } from '../repos/tenantRecords';
import { findOwnedAsset } from '../repos/ownedAsset';
import { userEmail } from '../repos/users';
import { apiKeyName } from '../repos/apiKeys';
import {
  createServiceRecord,
  deleteServiceRecord,
  judgePlansOfAsset,
  listServiceDue,
  listServiceRecords,
  pageOfStates,
  servicePlanRecords,
  updateServiceRecord,
} from '../repos/servicePlans';

/** Service plans on assets and models, where each stands on an asset, and the services done. */
export const servicePlanRoutes: RouteModule = ({ db, config }) => {
  const plans = tenantRecords(db, servicePlanRecords);
  return {
    listServicePlans: async (request, reply) => sendPage(reply, await plans.list(callerOf(request), request.query, config.responseMaxRows)),
    getServicePlan: (request) => plans.find(callerOf(request), request.params.id),
    createServicePlan: (request) => plans.create(callerOf(request), request.body),
    updateServicePlan: (request) => plans.update(callerOf(request), request.params.id, request.body),
    async deleteServicePlan(request) {
      await plans.remove(callerOf(request), request.params.id);
      return deleted;
    },

    listServiceDue: async (request, reply) =>
      sendPage(reply, await listServiceDue(db, callerOf(request), request.query, config.responseMaxRows)),

    async listAssetServiceStates(request, reply) {
      const asset = await findOwnedAsset(db, callerOf(request), request.params.id);
      const judged = await judgePlansOfAsset(db, asset.id, new Date());
      return sendPage(
        reply,
        pageOfStates(
          judged.map((plan) => plan.state),
          request.query,
        ),
      );
    },

    async listServiceRecords(request, reply) {
      const asset = await findOwnedAsset(db, callerOf(request), request.params.id);
      return sendPage(reply, await listServiceRecords(db, asset.id, request.query, config.responseMaxRows));
    },

    async createServiceRecord(request) {
      const caller = callerOf(request);
      const asset = await findOwnedAsset(db, caller, request.params.id);
      const recordedBy = caller.keyId ? await apiKeyName(db, caller.keyId) : await userEmail(db, caller.userId);
      return createServiceRecord(db, asset, request.body, recordedBy, new Date());
    },
    updateServiceRecord: (request) => updateServiceRecord(db, callerOf(request), request.params.id, request.body, new Date()),
    async deleteServiceRecord(request) {
      await deleteServiceRecord(db, callerOf(request), request.params.id, new Date());
      return deleted;
    },
  };
};
