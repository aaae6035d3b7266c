import type { RouteModule, Schema } from '../context';
import { fittedHandlers } from '../repos/fittedToAsset';
import { driverColumns, driverFrom, driverSearch, driverSortable, driverValues, toDriver, type DriverRow } from '../repos/drivers';

/** Drivers of a tenant; the asset a driver drives is stored on the asset (assets.driver_id). */
export const driverRoutes: RouteModule = ({ db }) => {
  const drivers = fittedHandlers<DriverRow, Schema<'Driver'>, Schema<'DriverInput'>>(db, {
    table: 'drivers',
    alias: 'd',
    what: 'Driver',
    link: 'driver_id',
    columns: driverColumns,
    from: driverFrom,
    toRecord: toDriver,
    values: driverValues,
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
