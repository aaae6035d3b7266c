import type { RouteModule, Schema } from '../context';
import { tenantRecordHandlers } from '../repos/tenantRecords';
import { fittedToAsset } from '../repos/assetLinks';
import { driverColumns, driverFrom, driverSearch, driverSortable, driverValues, toDriver, type DriverRow } from '../repos/drivers';

/** Drivers of a tenant; the asset a driver drives is stored on the asset (assets.driver_id). */
export const driverRoutes: RouteModule = ({ db }) => {
  const drivers = tenantRecordHandlers<DriverRow, Schema<'Driver'>, Schema<'DriverInput'>>(db, {
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
    listDrivers: drivers.list,
    getDriver: drivers.get,
    createDriver: drivers.create,
    updateDriver: drivers.update,
    deleteDriver: drivers.remove,
  };
};
