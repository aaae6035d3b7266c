import type { FastifyReply } from 'fastify';
import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { assertSameTenant, tenantForWrite } from '../auth/tenancy';
import { deleted, sendPage } from '../http/operations';
import { deleteAsset, findAsset, listAssets, saveAsset, type AssetRecord } from '../repos/assets';

/** Answers assets as the JSON text PostgreSQL wrote, without parsing it (see assetJson). */
const sendAssets = (reply: FastifyReply, records: AssetRecord[] | AssetRecord) =>
  reply
    .type('application/json; charset=utf-8')
    .send(Array.isArray(records) ? `[${records.map((record) => record.json).join(',')}]` : records.json);

/** Assets (vehicles) of a tenant; their status and position come from telemetry, not from here. */
export const assetRoutes: RouteModule = ({ db, config }) => ({
  listAssets: async (request, reply) =>
    sendAssets(reply, sendPage(reply, await listAssets(db, callerOf(request), request.query, config.responseMaxRows))),

  getAsset: async (request, reply) => sendAssets(reply, await findAsset(db, callerOf(request), request.params.id)),

  async createAsset(request, reply) {
    const caller = callerOf(request);
    const tenantId = tenantForWrite(caller, request.body.tenantId);
    await assertSameTenant(db, 'tenants', tenantId, tenantId, 'tenantId');
    return sendAssets(reply, await findAsset(db, caller, await saveAsset(db, tenantId, request.body, null)));
  },

  async updateAsset(request, reply) {
    const caller = callerOf(request);
    const existing = await findAsset(db, caller, request.params.id);
    await saveAsset(db, existing.tenant_id, request.body, existing.id);
    return sendAssets(reply, await findAsset(db, caller, existing.id));
  },

  async deleteAsset(request) {
    const existing = await findAsset(db, callerOf(request), request.params.id);
    await deleteAsset(db, existing.id);
    return deleted;
  },
});
