import type { TrackerCommand } from '../protocol';
import { buildJt808Message, type Jt808Message } from './message';

/** Terminal control: command word F0 cuts the oil/power circuit, F1 restores it (Traccar's encoder). */
const terminalControl = 0x8105;
/** Text message to the terminal: flag byte (01: urgent), then the text. */
const textMessage = 0x8300;

export const maxCommandBytes = 200;

/**
 * Engine stop and resume as Traccar's JT/T 808 encoder writes them (0x8105 with F0 / F1); a custom
 * command goes as a text message (0x8300, flag 01), which these terminals take for their SMS commands.
 * Addressed with the id and header form the terminal used.
 */
export function encodeJt808Command(command: TrackerCommand, terminal: Pick<Jt808Message, 'delimiter' | 'version' | 'id'>): Buffer {
  if (command.type === 'engineStop') return buildJt808Message(terminal, terminalControl, Buffer.from([0xf0]));
  if (command.type === 'engineResume') return buildJt808Message(terminal, terminalControl, Buffer.from([0xf1]));
  if (!/^[\x20-\x7e]+$/.test(command.text) || command.text.length > maxCommandBytes) {
    throw new RangeError(`a JT/T 808 text command is 1 to ${maxCommandBytes} printable ASCII characters`);
  }
  return buildJt808Message(terminal, textMessage, Buffer.concat([Buffer.from([0x01]), Buffer.from(command.text, 'ascii')]));
}
