import type { components } from '../../api/schema';

export type DeviceCommand = components['schemas']['DeviceCommand'];
export type CommandStatus = DeviceCommand['status'];

/** The chip colour of each status: waiting is neutral, on its way is blue, the outcomes green and red. */
export const COMMAND_STATUS_COLOR = {
  queued: 'default',
  sent: 'info',
  answered: 'success',
  failed: 'error',
} as const satisfies Record<CommandStatus, string>;

/** While a command may still change (queued, sent), its history is asked for again. */
export const isSettling = (commands: readonly DeviceCommand[] | undefined) =>
  !!commands?.some((command) => command.status === 'queued' || command.status === 'sent');

/** The reasons the server gives in its own words (see server/repos/deviceCommands.ts), by catalog key. */
const FAILURE_KEYS: Record<string, string> = {
  'no answer': 'resources.devices.commands.failures.noAnswer',
  'not supported by the protocol': 'resources.devices.commands.failures.unsupported',
};

/** What to show after the status: the device's answer, or why the command failed (translated when known). */
export function outcomeText(command: DeviceCommand, translate: (key: string) => string): string {
  if (command.status === 'answered') return command.answer ?? '';
  if (command.status !== 'failed' || !command.failure) return '';
  const key = FAILURE_KEYS[command.failure];
  return key ? translate(key) : command.failure;
}
