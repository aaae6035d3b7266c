import type { RouteModule, Schema } from '../context';
import { tenantRecordHandlers } from '../repos/tenantRecords';
import { fittedToAsset } from '../repos/assetLinks';
import { sensorColumns, sensorFrom, sensorSearch, sensorSortable, sensorValues, toSensor, type SensorRow } from '../repos/sensors';

/** Tracking devices of a tenant; the one a device is fitted to is stored on the asset (assets.sensor_id). */
export const sensorRoutes: RouteModule = ({ db }) => {
  const sensors = tenantRecordHandlers<SensorRow, Schema<'Sensor'>, Schema<'SensorInput'>>(db, {
    table: 'sensors',
    alias: 's',
    what: 'Device',
    columns: sensorColumns,
    from: sensorFrom,
    toRecord: toSensor,
    ...fittedToAsset('sensor_id', sensorValues),
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
