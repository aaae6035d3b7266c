import { FrameError } from './protocol';

/**
 * Reads big-endian fields of one frame in order. Reading past the end throws a FrameError, so a
 * frame whose counts or lengths promise more than it holds is refused, never read out of bounds.
 */
export class FrameReader {
  private position: number;

  constructor(
    private readonly bytes: Buffer,
    start = 0,
    private readonly end = bytes.length,
  ) {
    if (start < 0 || start > end || end > bytes.length)
      throw new FrameError(`no field at offset ${start} of a frame of ${bytes.length} bytes`);
    this.position = start;
  }

  get offset(): number {
    return this.position;
  }

  get remaining(): number {
    return this.end - this.position;
  }

  private advance(count: number): number {
    if (count > this.remaining)
      throw new FrameError(`truncated frame: ${count} bytes wanted at offset ${this.position}, ${this.remaining} left`);
    const at = this.position;
    this.position += count;
    return at;
  }

  u8 = (): number => this.bytes[this.advance(1)];
  u16 = (): number => this.bytes.readUInt16BE(this.advance(2));
  i16 = (): number => this.bytes.readInt16BE(this.advance(2));
  u24 = (): number => this.bytes.readUIntBE(this.advance(3), 3);
  u32 = (): number => this.bytes.readUInt32BE(this.advance(4));
  i32 = (): number => this.bytes.readInt32BE(this.advance(4));
  u64 = (): bigint => this.bytes.readBigUInt64BE(this.advance(8));

  /** The next `count` bytes (a view, not a copy). */
  take(count: number): Buffer {
    const at = this.advance(count);
    return this.bytes.subarray(at, at + count);
  }

  skip(count: number): void {
    this.advance(count);
  }

  /** Up to `count` of the next bytes, without reading them (fewer near the end). */
  peek(count: number): Buffer {
    return this.bytes.subarray(this.position, this.position + Math.min(count, this.remaining));
  }
}
