import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import { callerOf } from '../auth/guard';
import { deleted, sendPage } from '../http/operations';
import { tenantRecords } from '../repos/tenantRecords';
import { fittedToAsset } from '../repos/assetLinks';
import { driverColumns, driverFrom, driverSearch, driverSortable, driverValues, toDriver, type DriverRow } from '../repos/drivers';

/** Drivers of a tenant; the asset a driver drives is stored on the asset (assets.driver_id). */
export const driverRoutes: RouteModule = ({ db, config }) => {
  const drivers = tenantRecords<DriverRow, Schema<'Driver'>, Schema<'DriverInput'>>(db, {
    table: 'drivers',
    alias: 'd',
    what: 'Driver',
    columns: driverColumns,
    from: driverFrom,
    toRecord: toDriver,
    ...fittedToAsset('driver_id', driverValues),
    search: driverSearch,
    sortable: driverSortable,
  });

  return {
    listDrivers: async (request, reply) => sendPage(reply, await drivers.list(callerOf(request), request.query, config.responseMaxRows)),
    getDriver: (request) => drivers.find(callerOf(request), request.params.id),
    createDriver: (request) => drivers.create(callerOf(request), request.body),
    updateDriver: (request) => drivers.update(callerOf(request), request.params.id, request.body),
    async deleteDriver(request) {
      await drivers.remove(callerOf(request), request.params.id);
      return deleted;
    },
  };
};
