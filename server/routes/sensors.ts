import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import type { Db } from '../db/engine';
import { callerOf } from '../auth/guard';
import { deleted, sendPage } from '../http/operations';
import { identifierConflict, isIdentifierClash } from '../repos/sensorIdentifiers';
import { assetScope, type Caller } from '../auth/tenancy';
import { tenantRecords } from '../repos/tenantRecords';
import { fittedToAsset } from '../repos/assetLinks';
import { sensorColumns, sensorFrom, sensorSearch, sensorSortable, sensorValues, toSensor, type SensorRow } from '../repos/sensors';

/** A write whose identifier another device holds answers what the caller may know of that device. */
async function explainingIdentifierClash<T>(db: Db, caller: Caller, input: Schema<'SensorInput'>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isIdentifierClash(error)) throw error;
    throw await identifierConflict(db, caller, input.uniqueId);
  }
}

/** Tracking devices of a tenant; the one a device is fitted to is stored on the asset (assets.sensor_id). */
export const sensorRoutes: RouteModule = ({ db, config }) => {
  const sensors = tenantRecords<SensorRow, Schema<'Sensor'>, Schema<'SensorInput'>>(db, {
    table: 'sensors',
    alias: 's',
    what: 'Device',
    columns: sensorColumns,
    from: sensorFrom,
    toRecord: toSensor,
    ...fittedToAsset('sensor_id', sensorValues),
    search: sensorSearch,
    // A device is reached through the asset it is fitted to; an unfitted one is no limited user's.
    reach: (caller) => assetScope(caller, '(select a.id from assets a where a.sensor_id = s.id)'),
    sortable: sensorSortable,
  });

  return {
    listSensors: async (request, reply) => sendPage(reply, await sensors.list(callerOf(request), request.query, config.responseMaxRows)),
    getSensor: (request) => sensors.find(callerOf(request), request.params.id),
    async createSensor(request) {
      const caller = callerOf(request);
      return explainingIdentifierClash(db, caller, request.body, () => sensors.create(caller, request.body));
    },
    async updateSensor(request) {
      const caller = callerOf(request);
      return explainingIdentifierClash(db, caller, request.body, () => sensors.update(caller, request.params.id, request.body));
    },
    async deleteSensor(request) {
      await sensors.remove(callerOf(request), request.params.id);
      return deleted;
    },
  };
};
