import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import { deleted, sendPage } from '../http/operations';
import { badRequest } from '../http/errors';
import { sortableFields } from '../http/sortFields';
import { catalogTable } from '../repos/catalog';
import { fuelSensorProblem } from '../reports/fuel/fuelLevel';
import { sensorModelColumns, sensorModelValues, toSensorModel, type SensorModelRow } from '../repos/sensorModels';

/** A model's fuel sensor is read as an asset's: a probe needs its table (see setAssetFuelSetup). */
function checked(input: Schema<'SensorModelInput'>) {
  const problem = fuelSensorProblem(input.fuelSensor);
  if (problem) throw badRequest('fuelSensor.calibration', problem);
  return input;
}

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
    createSensorModel: (request) => models.create(checked(request.body)),
    updateSensorModel: (request) => models.update(request.params.id, checked(request.body)),
    async deleteSensorModel(request) {
      await models.remove(request.params.id);
      return deleted;
    },
  };
};
