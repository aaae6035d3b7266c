import type { TrackerCommand } from '../protocol';

const maxCommandBytes = 256;

const hhmmss = (time: Date) => time.toISOString().slice(11, 19).replaceAll(':', '');

/**
 * Engine stop and resume as Traccar's H02 encoder writes them: `S20` (cut the oil and power) with
 * the time and `1,1` / `1,0`. A custom command is sent as written when it is a whole frame
 * (`*HQ,...#`), otherwise as the fields after the device id: `*HQ,<id>,<text>#`.
 */
export function encodeH02Command(command: TrackerCommand, identifier: string, now: Date): Buffer {
  const frame = (fields: string) => Buffer.from(`*HQ,${identifier},${fields}#`, 'ascii');
  if (command.type === 'engineStop') return frame(`S20,${hhmmss(now)},1,1`);
  if (command.type === 'engineResume') return frame(`S20,${hhmmss(now)},1,0`);
  const { text } = command;
  if (!/^[\x20-\x7e]+$/.test(text) || text.length > maxCommandBytes)
    throw new RangeError(`an H02 command is 1 to ${maxCommandBytes} printable ASCII characters`);
  if (text.startsWith('*') && text.endsWith('#')) return Buffer.from(text, 'ascii');
  if (/[*#]/.test(text)) throw new RangeError('an H02 command is a whole *...# frame, or fields without * and #');
  return frame(text);
}
