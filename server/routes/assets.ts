import sql from 'sql-template-tag';
import type { RouteModule, Schema } from '../context';
import { callerOf } from '../auth/guard';
import { assertSameTenant, findOwned, tenantForWrite, tenantScope, type Caller } from '../auth/tenancy';
import { searchCondition, type ListParams } from '../http/listQuery';
import { listPage } from '../repos/pagedList';
import { forgetCounts } from '../repos/countCache';
import { insertRow, updateRow } from '../repos/rowWrites';
import { releaseFromOtherAssets } from '../repos/assetLinks';
import { assetColumns, assetFrom, assetSearch, assetSortable, assetValues, selectAsset, sendAssets, type AssetRecord } from '../repos/assets';

type ListAssetsParams = ListParams & { status?: Schema<'AssetStatus'>; tenantId?: string };

const idOf = (params: unknown) => (params as { id: string }).id;

/** Assets (vehicles) of a tenant; their status and position come from telemetry, not from here. */
export const assetRoutes: RouteModule = ({ db }) => {
  const find = (caller: Caller, id: string) =>
    findOwned<AssetRecord>(db, selectAsset(sql`a.id = ${id} and ${tenantScope(caller, 'a.tenant_id')}`), 'Asset');

  /** Writes the asset and takes its device and driver off any other asset, in one transaction. */
  async function save(tenantId: string, body: Schema<'AssetInput'>, assetId: string | null): Promise<string> {
    await assertSameTenant(db, 'sensors', body.sensorId, tenantId, 'sensorId');
    await assertSameTenant(db, 'drivers', body.driverId, tenantId, 'driverId');
    const savedId = await db.transaction(async (tx) => {
      if (body.sensorId) await releaseFromOtherAssets(tx, 'sensor_id', body.sensorId, assetId);
      if (body.driverId) await releaseFromOtherAssets(tx, 'driver_id', body.driverId, assetId);
      if (!assetId) return insertRow(tx, 'assets', { ...assetValues(body), tenant_id: tenantId });
      await updateRow(tx, 'assets', assetId, { ...assetValues(body), updated_at: sql`now()` });
      return assetId;
    });
    forgetCounts(db);
    return savedId;
  }

  return {
    async listAssets(request, reply) {
      const params = request.query as ListAssetsParams;
      const rows = await listPage<AssetRecord>(db, reply, {
        columns: assetColumns,
        from: assetFrom,
        where: [
          tenantScope(callerOf(request), 'a.tenant_id', params.tenantId),
          ...(params.status ? [sql`a.status = ${params.status}`] : []),
          ...searchCondition(params.query, assetSearch),
        ],
        sortable: assetSortable,
        defaultSort: 'name',
        id: 'a.id',
      }, params);
      return sendAssets(reply, rows);
    },

    getAsset: async (request, reply) => sendAssets(reply, await find(callerOf(request), idOf(request.params))),

    async createAsset(request, reply) {
      const caller = callerOf(request);
      const body = request.body as Schema<'AssetInput'>;
      const tenantId = tenantForWrite(caller, body.tenantId);
      await assertSameTenant(db, 'tenants', tenantId, tenantId, 'tenantId');
      return sendAssets(reply, await find(caller, await save(tenantId, body, null)));
    },

    async updateAsset(request, reply) {
      const caller = callerOf(request);
      // An asset stays in its tenant: its device, driver and history belong there.
      const existing = await find(caller, idOf(request.params));
      await save(existing.tenant_id, request.body as Schema<'AssetInput'>, existing.id);
      return sendAssets(reply, await find(caller, existing.id));
    },

    async deleteAsset(request) {
      const existing = await find(callerOf(request), idOf(request.params));
      // Its positions, trips and alerts go with it; its device and driver stay, unassigned.
      await db.query(sql`delete from assets where id = ${existing.id}`);
      forgetCounts(db);
      return { message: 'Deleted.' };
    },
  };
};
