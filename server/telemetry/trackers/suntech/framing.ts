import { FrameError } from '../protocol';

const cr = 0x0d;
const lf = 0x0a;

/**
 * The length of the frame at the start of `buffer`, or 0 until it is whole. Three kinds share the
 * port: the compressed report (`02`, 2-byte length, content, `03`), the universal binary report
 * (type `81`/`82`, 2-byte length whose high byte is always 0 on these short frames), and text
 * reports ended by CR. A CR followed by LF is not an end: UEX reports carry the serial port's own
 * CR LF inside their data.
 */
export function suntechFrameLength(buffer: Buffer, maxFrameBytes: number): number {
  if (buffer.length < 3) {
    // Line ends between reports come alone; anything else needs its length bytes.
    return buffer.length > 0 && (buffer[0] === cr || buffer[0] === lf) ? 1 : 0;
  }
  if (buffer[0] === 0x02) return 1 + 2 + buffer.readUInt16BE(1) + 1;
  if (buffer[1] === 0x00) {
    if (buffer[0] !== 0x81 && buffer[0] !== 0x82) throw new FrameError(`an unknown binary report type ${buffer[0].toString(16)}`);
    return 3 + buffer.readUInt16BE(1);
  }
  if (buffer[0] === cr || buffer[0] === lf) return 1;
  for (let at = buffer.indexOf(cr); at >= 0 && at < maxFrameBytes; at = buffer.indexOf(cr, at + 1)) {
    // A CR that ends what has arrived ends the report: a device waits for nothing after it.
    if (at + 1 >= buffer.length || buffer[at + 1] !== lf) return at + 1;
  }
  if (buffer.length >= maxFrameBytes) throw new FrameError(`no CR within ${maxFrameBytes} bytes of a text report`);
  return 0;
}
