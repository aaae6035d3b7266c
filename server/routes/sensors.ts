import type { RouteModule, Schema } from '../context';
import { fittedHandlers } from '../repos/fittedToAsset';
import { sensorColumns, sensorFrom, sensorSearch, sensorSortable, sensorValues, toSensor, type SensorRow } from '../repos/sensors';

/** Tracking devices of a tenant; the one a device is fitted to is stored on the asset (assets.sensor_id). */
export const sensorRoutes: RouteModule = ({ db }) => {
  const sensors = fittedHandlers<SensorRow, Schema<'Sensor'>, Schema<'SensorInput'>>(db, {
    table: 'sensors',
    alias: 's',
    what: 'Device',
    link: 'sensor_id',
    columns: sensorColumns,
    from: sensorFrom,
    toRecord: toSensor,
    values: sensorValues,
    search: sensorSearch,
    sortable: sensorSortable,
  });

  return {
    listSensors: sensors.list,
    getSensor: sensors.get,
    createSensor: sensors.create,
    updateSensor: sensors.update,
    deleteSensor: sensors.remove,
  };
};
