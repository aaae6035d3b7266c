import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import { deleted, sendPage } from '../http/operations';
import { sortableFields } from '../http/sortFields';
import { catalogTable } from '../repos/catalog';
import { assetModelColumns, assetModelValues, listAssetTypes, toAssetModel, type AssetModelRow } from '../repos/assetModels';

/** Asset models and types: shared by every tenant; models are written by a SysAdmin (see x-roles). */
export const assetModelRoutes: RouteModule = ({ db, config }) => {
  const models = catalogTable<AssetModelRow, Schema<'AssetModel'>, Schema<'AssetModelInput'>>(db, {
    table: 'asset_models',
    what: 'Asset model',
    columns: assetModelColumns,
    toRecord: toAssetModel,
    values: assetModelValues,
    search: ['name', 'manufacturer', 'fuel_type'],
    sortable: sortableFields<'listAssetModels'>({
      name: 'name',
      manufacturer: 'manufacturer',
      year: 'year',
      fuelType: 'fuel_type',
      description: 'description',
      createdAt: 'created_at',
    }),
  });

  return {
    listAssetModels: async (request, reply) => sendPage(reply, await models.list(request.query, config.responseMaxRows)),
    getAssetModel: (request) => models.find(request.params.id),
    createAssetModel: (request) => models.create(request.body),
    updateAssetModel: (request) => models.update(request.params.id, request.body),
    async deleteAssetModel(request) {
      await models.remove(request.params.id);
      return deleted;
    },

    listAssetTypes: async (_request, reply) => sendPage(reply, await listAssetTypes(db, config.responseMaxRows)),
  };
};
