import type { TrackerCommand } from '../protocol';
import { buildGt06Frame } from './frame';

export const onlineCommand = 0x80;
/** The device's answer to an online command: 0x15 (ASCII), or 0x21 (ASCII or UTF-16, usually long form). */
export const commandAnswer = 0x15;
export const commandAnswerInfo = 0x21;

/** What fits the short frame's 1-byte length: protocol, command length, server flag, text, serial, CRC. */
export const maxCommandBytes = 0xff - 10;

/** `Relay,1#` / `Relay,0#` cut and restore the relay on GT06 devices and most clones (as Traccar sends them). */
function commandText(command: TrackerCommand): string {
  if (command.type === 'engineStop') return 'Relay,1#';
  if (command.type === 'engineResume') return 'Relay,0#';
  if (!/^[\x20-\x7e]+$/.test(command.text) || command.text.length > maxCommandBytes) {
    throw new RangeError(`a GT06 command is 1 to ${maxCommandBytes} printable ASCII characters`);
  }
  return command.text;
}

/** Online command 0x80: command length (4 + text), server flag (4, zero), ASCII text; serial 0 as Traccar sends it. */
export function encodeGt06Command(command: TrackerCommand): Buffer {
  const text = Buffer.from(commandText(command), 'ascii');
  const content = Buffer.alloc(5 + text.length);
  content[0] = 4 + text.length;
  text.copy(content, 5);
  return buildGt06Frame(onlineCommand, content, 0);
}

/** UTF-16 big-endian text (Node reads only little-endian): swap each pair of bytes. */
const utf16be = (bytes: Buffer) => Buffer.from(bytes).swap16().toString('utf16le');

/**
 * The text of a command answer; padding NULs dropped. 0x15: command length (4 + text), server flag
 * (4), text, language (2); some devices leave the length 0, then the text is all up to the language.
 */
export function answerText(protocol: number, content: Buffer): string {
  let text: string;
  if (protocol === commandAnswer) {
    const declared = (content[0] ?? 0) - 4;
    const available = content.length - 5;
    const length = declared > 0 && declared <= available ? declared : Math.max(0, available - 2);
    text = content.toString('latin1', 5, 5 + length);
  } else {
    const body = content.subarray(5);
    text = content[4] === 1 ? body.toString('latin1') : utf16be(body.subarray(0, body.length & ~1));
  }
  return text.replace(/\0+$/, '').trim();
}
