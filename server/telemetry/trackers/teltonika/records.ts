import { FrameError } from '../protocol';
import type { FrameReader } from '../frameReader';

/** An IO element: an unsigned integer of 1, 2, 4 or 8 bytes, or (Codec 8 Extended) raw bytes of any length. */
export type IoElement = { id: number; bytes: number; value: number | string } | { id: number; bytes: number; hex: string };

/** One AVL record as the device sent it, before our units and attribute names. */
export interface AvlRecord {
  time: Date;
  /** 0 low, 1 high, 2 panic. */
  priority: number;
  latitude: number;
  longitude: number;
  altitude: number;
  course: number;
  satellites: number;
  /** 0 when the fix is invalid. */
  speedKmh: number;
  eventIoId: number;
  io: IoElement[];
}

/** How wide ids and counts are in each AVL codec, and what it adds to Codec 8. */
interface RecordLayout {
  idBytes: 1 | 2;
  countBytes: 1 | 2;
  /** Codec 16 names the cause of the record (on exit, on entrance, ...) after the event id. */
  generationType: boolean;
  /** Codec 8 Extended closes the IO block with elements of any length. */
  variableLength: boolean;
  /** Some firmwares add a block of 16-byte elements after the 8-byte ones (Traccar's `extended` setting). */
  sixteenBytes?: boolean;
}

export const avlLayouts: Readonly<Record<number, RecordLayout>> = {
  0x08: { idBytes: 1, countBytes: 1, generationType: false, variableLength: false },
  0x8e: { idBytes: 2, countBytes: 2, generationType: false, variableLength: true },
  0x10: { idBytes: 2, countBytes: 1, generationType: true, variableLength: false },
};

const readWidth = (reader: FrameReader, bytes: 1 | 2) => (bytes === 1 ? reader.u8() : reader.u16());

/** An unsigned integer IO value: a number when JavaScript holds it exactly, else its decimal digits. */
function readIoValue(reader: FrameReader, bytes: 1 | 2 | 4 | 8): number | string {
  if (bytes === 8) {
    const value = reader.u64();
    return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString();
  }
  return bytes === 1 ? reader.u8() : bytes === 2 ? reader.u16() : reader.u32();
}

export function readAvlRecord(reader: FrameReader, layout: RecordLayout): AvlRecord {
  const time = new Date(Number(reader.u64()));
  const priority = reader.u8();
  const longitude = reader.i32() / 1e7;
  const latitude = reader.i32() / 1e7;
  const altitude = reader.i16();
  const course = reader.u16();
  const satellites = reader.u8();
  const speedKmh = reader.u16();
  const eventIoId = readWidth(reader, layout.idBytes);
  if (layout.generationType) reader.skip(1);
  const total = readWidth(reader, layout.countBytes);

  const io: IoElement[] = [];
  for (const bytes of [1, 2, 4, 8] as const) {
    const count = readWidth(reader, layout.countBytes);
    for (let i = 0; i < count; i++) io.push({ id: readWidth(reader, layout.idBytes), bytes, value: readIoValue(reader, bytes) });
  }
  if (layout.sixteenBytes) {
    const count = readWidth(reader, layout.countBytes);
    for (let i = 0; i < count; i++) {
      const id = readWidth(reader, layout.idBytes);
      io.push({ id, bytes: 16, hex: reader.take(16).toString('hex') });
    }
  }
  if (layout.variableLength) {
    const count = reader.u16();
    for (let i = 0; i < count; i++) {
      const id = reader.u16();
      const bytes = reader.u16();
      io.push({ id, bytes, hex: reader.take(bytes).toString('hex') });
    }
  }
  if (io.length !== total) throw new FrameError(`an AVL record announces ${total} IO elements but holds ${io.length}`);
  return { time, priority, latitude, longitude, altitude, course, satellites, speedKmh, eventIoId, io };
}
