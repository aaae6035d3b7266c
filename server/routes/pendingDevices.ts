import type { RouteModule } from '../http/operations';
import { callerOf } from '../auth/guard';
import { assertSameTenant, tenantForWrite } from '../auth/tenancy';
import { notFound } from '../http/errors';
import { deleted, sendPage } from '../http/operations';
import { dismissPendingDevice, isPendingDevice, listPendingDevicePage, registerPendingDevice } from '../repos/pendingDevices';
import { findSensor } from '../repos/sensors';

/** `gt06:123456789012345`: a pending device is known by protocol and identifier (the same IMEI may try two ports). */
const keyOf = (id: string) => {
  const colon = id.indexOf(':');
  return { protocol: id.slice(0, colon), identifier: id.slice(colon + 1) };
};

/**
 * Trackers refused because no tenant registered their identifier (the listeners record them), and
 * their registration in one step. They belong to no tenant until registered, so every Admin sees them.
 */
export const pendingDeviceRoutes: RouteModule = ({ db, config }) => ({
  listPendingDevices: async (request, reply) => sendPage(reply, await listPendingDevicePage(db, request.query, config.responseMaxRows)),

  async dismissPendingDevice(request) {
    const { protocol, identifier } = keyOf(request.params.id);
    if (!(await dismissPendingDevice(db, protocol, identifier))) throw notFound('Pending device');
    return deleted;
  },

  async registerPendingDevice(request) {
    const caller = callerOf(request);
    const input = request.body;
    const { protocol, identifier } = keyOf(request.params.id);
    if (!(await isPendingDevice(db, protocol, identifier))) throw notFound('Pending device');
    const tenantId = tenantForWrite(caller, input.tenantId);
    await assertSameTenant(db, 'tenants', tenantId, tenantId, 'tenantId');
    await assertSameTenant(db, 'assets', input.assetId, tenantId, 'assetId');

    const id = await registerPendingDevice(db, { protocol, identifier }, tenantId, input);
    return findSensor(db, id);
  },
});
