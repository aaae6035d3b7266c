import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import { callerOf } from '../auth/guard';
import { deleted, sendPage } from '../http/operations';
import { tenantRecords } from '../repos/tenantRecords';
import { assertSameTenant } from '../auth/tenancy';
import {
  driverColumns,
  driverFrom,
  driverKeysOf,
  driverSearch,
  driverSortable,
  driverValues,
  toDriver,
  writeDriverKeys,
  type DriverRow,
} from '../repos/drivers';
import { endDriverSessions, setDriverByForm } from '../repos/driverSessions';

/**
 * Drivers of a tenant with their keys; the asset a driver drives is their open driving session's
 * (driverSessions.ts, mirrored in assets.driver_id): naming one here assigns them by hand from now.
 */
export const driverRoutes: RouteModule = ({ db, config }) => {
  const drivers = tenantRecords<DriverRow, Schema<'Driver'>, Schema<'DriverInput'>>(db, {
    table: 'drivers',
    alias: 'd',
    what: 'Driver',
    columns: driverColumns,
    from: driverFrom,
    toRecord: toDriver,
    values: async (tx, input, tenantId) => {
      await assertSameTenant(tx, 'assets', input.assetId, tenantId, 'assetId');
      return driverValues(tx, input, tenantId);
    },
    afterWrite: async (tx, id, input) => {
      await writeDriverKeys(tx, id, driverKeysOf(input));
      if (input.assetId) await setDriverByForm(tx, input.assetId, id);
      else await endDriverSessions(tx, id);
    },
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
