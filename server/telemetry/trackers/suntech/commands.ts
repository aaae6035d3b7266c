import type { TrackerCommand } from '../protocol';

/** How a device spoke last: the universal protocol, or a legacy family whose prefix its commands repeat. */
export interface SuntechDialect {
  universal: boolean;
  /** The family of its reports (`ST300` of `ST300STT`); SA200 until one is seen, as Traccar sends. */
  family: string;
}

export const maxCommandBytes = 200;

/**
 * Engine stop and resume as Traccar's Suntech encoder writes them: output 1 on and off, `CMD;<id>;04;01`
 * and `04;02` in the universal protocol, `<family>CMD;<id>;02;Enable1` and `Disable1` in the legacy
 * ones; every command ends with CR. A custom command is sent as written, with the CR added.
 */
export function encodeSuntechCommand(command: TrackerCommand, identifier: string, dialect: SuntechDialect): Buffer {
  const legacy = (action: string) => `${dialect.family}CMD;${identifier};02;${action}`;
  let text: string;
  if (command.type === 'engineStop') text = dialect.universal ? `CMD;${identifier};04;01` : legacy('Enable1');
  else if (command.type === 'engineResume') text = dialect.universal ? `CMD;${identifier};04;02` : legacy('Disable1');
  else {
    if (!/^[\x20-\x7e]+$/.test(command.text) || command.text.length > maxCommandBytes) {
      throw new RangeError(`a Suntech command is 1 to ${maxCommandBytes} printable ASCII characters`);
    }
    text = command.text;
  }
  return Buffer.from(`${text}\r`, 'ascii');
}
