import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import { callerOf } from '../auth/guard';
import { badRequest } from '../http/errors';
import { sendPage } from '../http/operations';
import { findCommand, findCommandedDevice, insertCommand, listCommands } from '../repos/deviceCommands';
import type { TrackerCommand } from '../telemetry/trackers/protocol';

/** The command a request asks for; text goes with custom commands only. */
function commandOf(input: Schema<'DeviceCommandInput'>): TrackerCommand {
  if (input.type === 'custom') {
    if (!input.text?.trim()) throw badRequest('text', 'This field is required for a custom command.');
    return { type: 'custom', text: input.text.trim() };
  }
  if (input.text !== undefined) throw badRequest('text', 'Only a custom command takes a text.');
  return { type: input.type };
}

/** Commands to a tenant's devices: sent at once to a connected device, queued for an offline one. */
export const deviceCommandRoutes: RouteModule = ({ db, config, commands }) => ({
  async listSensorCommands(request, reply) {
    const device = await findCommandedDevice(db, callerOf(request), request.params.id);
    return sendPage(reply, await listCommands(db, device.id, request.query, config.responseMaxRows));
  },

  async sendSensorCommand(request) {
    const device = await findCommandedDevice(db, callerOf(request), request.params.id);
    const command = commandOf(request.body);
    if (commands.supports({ uniqueId: device.unique_id, protocol: device.protocol }, command) === 'no') {
      throw badRequest('type', `The device's protocol (${device.protocol ?? 'unknown'}) has no such command.`);
    }
    const id = await insertCommand(db, device.id, command, callerOf(request).userId);
    await commands.deliver(device.unique_id);
    return findCommand(db, id);
  },
});
