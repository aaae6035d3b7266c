import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import { deleted, sendPage } from '../http/operations';
import { sortableFields } from '../http/sortFields';
import { catalogTable } from '../repos/catalog';
import { sensorModelColumns, sensorModelValues, toSensorModel, type SensorModelRow } from '../repos/sensorModels';

/** Device models: shared by every tenant, written by a SysAdmin (see x-roles). */
export const sensorModelRoutes: RouteModule = ({ db, config }) => {
  const models = catalogTable<SensorModelRow, Schema<'SensorModel'>, Schema<'SensorModelInput'>>(db, {
    table: 'sensor_models',
    what: 'Device model',
    columns: sensorModelColumns,
    toRecord: toSensorModel,
    values: sensorModelValues,
    search: ['name', 'manufacturer', 'protocol'],
    sortable: sortableFields<'listSensorModels'>({
      name: 'name',
      manufacturer: 'manufacturer',
      protocol: 'protocol',
      description: 'description',
      createdAt: 'created_at',
    }),
  });

  return {
    listSensorModels: async (request, reply) => sendPage(reply, await models.list(request.query, config.responseMaxRows)),
    getSensorModel: (request) => models.find(request.params.id),
    createSensorModel: (request) => models.create(request.body),
    updateSensorModel: (request) => models.update(request.params.id, request.body),
    async deleteSensorModel(request) {
      await models.remove(request.params.id);
      return deleted;
    },
  };
};
