import type { RouteModule, Schema } from '../context';
import { catalogHandlers } from '../repos/catalog';
import { sensorModelColumns, sensorModelValues, toSensorModel, type SensorModelRow } from '../repos/sensorModels';

/** Device models: shared by every tenant, written by a SysAdmin (see x-roles). */
export const sensorModelRoutes: RouteModule = ({ db }) => {
  const models = catalogHandlers<SensorModelRow, Schema<'SensorModel'>, Schema<'SensorModelInput'>>(db, {
    table: 'sensor_models',
    what: 'Device model',
    columns: sensorModelColumns,
    toRecord: toSensorModel,
    values: sensorModelValues,
    search: ['name', 'manufacturer', 'protocol'],
    sortable: { name: 'name', manufacturer: 'manufacturer', protocol: 'protocol', createdAt: 'created_at' },
  });

  return {
    listSensorModels: models.list,
    getSensorModel: models.get,
    createSensorModel: models.create,
    updateSensorModel: models.update,
    deleteSensorModel: models.remove,
  };
};
