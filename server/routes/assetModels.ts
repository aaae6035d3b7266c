import sql from 'sql-template-tag';
import type { RouteModule, Schema } from '../context';
import { listRows } from '../http/listQuery';
import { catalogHandlers } from '../repos/catalog';
import { assetModelColumns, assetModelValues, toAssetModel, type AssetModelRow } from '../repos/assetModels';

/** Asset models and types: shared by every tenant; models are written by a SysAdmin (see x-roles). */
export const assetModelRoutes: RouteModule = ({ db }) => {
  const models = catalogHandlers<AssetModelRow, Schema<'AssetModel'>, Schema<'AssetModelInput'>>(db, {
    table: 'asset_models',
    what: 'Asset model',
    columns: assetModelColumns,
    toRecord: toAssetModel,
    values: assetModelValues,
    search: ['name', 'manufacturer', 'fuel_type'],
    sortable: { name: 'name', manufacturer: 'manufacturer', year: 'year', fuelType: 'fuel_type', createdAt: 'created_at' },
  });

  return {
    listAssetModels: models.list,
    getAssetModel: models.get,
    createAssetModel: models.create,
    updateAssetModel: models.update,
    deleteAssetModel: models.remove,

    // A fixed vocabulary (seeded), so the whole list in name order.
    listAssetTypes: async (_request, reply) =>
      listRows(db, reply, { columns: sql`id, name`, from: sql`asset_types`, where: [], sortable: { name: 'name' }, defaultSort: 'name' }, {}),
  };
};
