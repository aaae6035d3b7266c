import { crc16Arc, crc16X25 } from '../../server/telemetry/trackers/crc';

/**
 * The device's side of the tracker protocols: the frames a Teltonika, GT06, H02 or Suntech tracker sends
 * (the server's codecs only decode them). Written from the protocol brief, independently of the
 * decoders, so the simulator, the bench and the socket tests speak as real devices do.
 */

/** One fix as a tracker holds it before sending. */
export interface DeviceFix {
  time: Date;
  latitude: number;
  longitude: number;
  speedKmh: number;
  heading: number;
  altitude?: number;
  satellites?: number;
  ignition?: boolean;
  /** Odometer in metres. */
  odometer?: number;
}

const u16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
};
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes;
};

// Teltonika (TCP): IMEI handshake, then Codec 8 packets acknowledged with their record count.

export const teltonikaHandshake = (imei: string) => Buffer.concat([u16(imei.length), Buffer.from(imei, 'ascii')]);

/** A Codec 8 record: GPS element, then IO ignition (239), movement (240), external voltage (66) and total odometer (16). */
function codec8Record(fix: DeviceFix): Buffer {
  // Time, priority, GPS element (15), event id and count, then the IO groups of 1, 2, 4 and 8 bytes.
  const record = Buffer.alloc(8 + 1 + 15 + 2 + (1 + 2 * 2) + (1 + 3) + (1 + 5) + 1);
  let at = record.writeBigUInt64BE(BigInt(fix.time.getTime()), 0);
  at = record.writeUInt8(0, at); // priority low
  at = record.writeInt32BE(Math.round(fix.longitude * 1e7), at);
  at = record.writeInt32BE(Math.round(fix.latitude * 1e7), at);
  at = record.writeInt16BE(Math.round(fix.altitude ?? 0), at);
  at = record.writeUInt16BE(Math.round(fix.heading) % 360, at);
  at = record.writeUInt8(fix.satellites ?? 9, at);
  at = record.writeUInt16BE(Math.round(fix.speedKmh), at);
  at = record.writeUInt8(0, at); // event IO id
  at = record.writeUInt8(4, at); // IO elements in all
  at = record.writeUInt8(2, at); // 1-byte values
  at = record.writeUInt8(239, at);
  at = record.writeUInt8(fix.ignition === false ? 0 : 1, at);
  at = record.writeUInt8(240, at);
  at = record.writeUInt8(fix.speedKmh > 0 ? 1 : 0, at);
  at = record.writeUInt8(1, at); // 2-byte values
  at = record.writeUInt8(66, at);
  at = record.writeUInt16BE(12_600, at);
  at = record.writeUInt8(1, at); // 4-byte values
  at = record.writeUInt8(16, at);
  at = record.writeUInt32BE(Math.round(fix.odometer ?? 0), at);
  record.writeUInt8(0, at); // 8-byte values
  return record;
}

/** An AVL packet of Codec 8 records: preamble, data length, data, CRC-16/IBM of the data. */
export function teltonikaPacket(fixes: DeviceFix[]): Buffer {
  const data = Buffer.concat([Buffer.from([0x08, fixes.length]), ...fixes.map(codec8Record), Buffer.from([fixes.length])]);
  return Buffer.concat([u32(0), u32(data.length), data, u32(crc16Arc(data))]);
}

export const teltonikaAck = (count: number) => u32(count);

// Concox GT06: 78 78, length, protocol, content, serial, CRC-ITU over length..serial, 0D 0A.

function gt06Frame(protocol: number, content: Buffer, serial: number): Buffer {
  const body = Buffer.concat([Buffer.from([content.length + 5, protocol]), content, u16(serial & 0xffff)]);
  return Buffer.concat([Buffer.from([0x78, 0x78]), body, u16(crc16X25(body)), Buffer.from([0x0d, 0x0a])]);
}

/** The login: the IMEI as 8 bytes of BCD behind a leading 0 nibble. */
export const gt06Login = (imei: string, serial: number) => gt06Frame(0x01, Buffer.from(imei.padStart(16, '0'), 'hex'), serial);

/** A GPS + LBS report (0x22): date and time in UTC, coordinates in minutes x 30000, course and hemisphere flags, a cell, ACC. */
export function gt06Position(fix: DeviceFix, serial: number): Buffer {
  const time = fix.time;
  const status = (Math.round(fix.heading) % 360) | (fix.latitude >= 0 ? 1 << 10 : 0) | (fix.longitude < 0 ? 1 << 11 : 0) | (1 << 12);
  const content = Buffer.concat([
    Buffer.from([
      time.getUTCFullYear() % 100,
      time.getUTCMonth() + 1,
      time.getUTCDate(),
      time.getUTCHours(),
      time.getUTCMinutes(),
      time.getUTCSeconds(),
    ]),
    Buffer.from([0xc0 | Math.min(fix.satellites ?? 9, 15)]),
    u32(Math.round(Math.abs(fix.latitude) * 60 * 30000)),
    u32(Math.round(Math.abs(fix.longitude) * 60 * 30000)),
    Buffer.from([Math.min(Math.round(fix.speedKmh), 255)]),
    u16(status),
    Buffer.from([0x01, 0x06, 0x01, 0x00, 0x3b, 0x00, 0x6f, 0x48]), // MCC 262, MNC 1, LAC 59, cell id
    Buffer.from([fix.ignition === false ? 0 : 1, 0x00, 0x00]), // ACC, upload mode, real-time
  ]);
  return gt06Frame(0x22, content, serial);
}

/** A status frame (heartbeat, 0x13): terminal info (ACC on, GPS tracking), voltage level, GSM signal, language. */
export const gt06Heartbeat = (serial: number) => gt06Frame(0x13, Buffer.from([0x46, 0x06, 0x04, 0x00, 0x02]), serial);

/** What the server answers a GT06 frame that wants a reply: same protocol number and serial. */
export function gt06Reply(protocol: number, serial: number): Buffer {
  const body = Buffer.from([0x05, protocol, (serial >> 8) & 0xff, serial & 0xff]);
  return Buffer.concat([Buffer.from([0x78, 0x78]), body, u16(crc16X25(body)), Buffer.from([0x0d, 0x0a])]);
}

// H02: ASCII `*HQ,<id>,V1,...#`, degrees and decimal minutes, speed in knots; no acknowledgement.

const two = (value: number) => String(value).padStart(2, '0');
const degreesMinutes = (value: number, degreeDigits: number) => {
  const degrees = Math.floor(Math.abs(value));
  const minutes = (Math.abs(value) - degrees) * 60;
  return `${String(degrees).padStart(degreeDigits, '0')}${minutes.toFixed(4).padStart(7, '0')}`;
};

export function h02Position(id: string, fix: DeviceFix): Buffer {
  const t = fix.time;
  const fields = [
    '*HQ',
    id,
    'V1',
    `${two(t.getUTCHours())}${two(t.getUTCMinutes())}${two(t.getUTCSeconds())}`,
    'A',
    degreesMinutes(fix.latitude, 2),
    fix.latitude >= 0 ? 'N' : 'S',
    degreesMinutes(fix.longitude, 3),
    fix.longitude >= 0 ? 'E' : 'W',
    (fix.speedKmh / 1.852).toFixed(2),
    String(Math.round(fix.heading) % 360),
    `${two(t.getUTCDate())}${two(t.getUTCMonth() + 1)}${two(t.getUTCFullYear() % 100)}`,
    // Alarm flags are active-low (all set: no alarm); ignition is bit 10, set when on (as Traccar reads it).
    fix.ignition === false ? 'FFFFFBFF' : 'FFFFFFFF',
  ];
  return Buffer.from(`${fields.join(',')}#`, 'ascii');
}

// Suntech ST300 (legacy): `ST300STT;<id>;<model>;<firmware>;<yyyymmdd>;<hh:mm:ss>;<cell>;<lat>;<lon>;<km/h>;<course>;
// <satellites>;<fix 1/0>;<odometer m>;<power V>;<ignition, in1-3, out1-2>;<mode>;<message number>` and a CR; no acknowledgement.

const signed = (value: number, degreeDigits: number) =>
  `${value < 0 ? '-' : '+'}${Math.abs(value)
    .toFixed(6)
    .padStart(degreeDigits + 7, '0')}`;

export function suntechPosition(id: string, fix: DeviceFix, messageNumber: number): Buffer {
  const t = fix.time;
  const fields = [
    'ST300STT',
    id,
    '40',
    '313',
    `${t.getUTCFullYear()}${two(t.getUTCMonth() + 1)}${two(t.getUTCDate())}`,
    `${two(t.getUTCHours())}:${two(t.getUTCMinutes())}:${two(t.getUTCSeconds())}`,
    'c99e48',
    signed(fix.latitude, 2),
    signed(fix.longitude, 3),
    fix.speedKmh.toFixed(3).padStart(7, '0'),
    (Math.round(fix.heading) % 360).toFixed(2).padStart(6, '0'),
    String(fix.satellites ?? 9),
    '1',
    String(Math.round(fix.odometer ?? 0)),
    '13.80',
    fix.ignition === false ? '000000' : '100000',
    '1',
    String(messageNumber % 10_000).padStart(4, '0'),
  ];
  return Buffer.from(`${fields.join(';')}\r`, 'ascii');
}

// JT/T 808 (2019 header): 7E, message id, attributes (body length, bit 14: 2019), version 1, the terminal
// number in 10 BCD bytes, serial, body, XOR of all that, 7E; 7E and 7D inside are escaped as 7D 02 and 7D 01.

function jt808Frame(type: number, terminal: string, serial: number, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt16BE(type, 0);
  head.writeUInt16BE(0x4000 | body.length, 2);
  head[4] = 1;
  const content = Buffer.concat([head, Buffer.from(terminal.padStart(20, '0'), 'hex'), u16(serial & 0xffff), body]);
  const check = content.reduce((sum, byte) => sum ^ byte, 0);
  const escaped = [...content, check].flatMap((byte) => (byte === 0x7e ? [0x7d, 0x02] : byte === 0x7d ? [0x7d, 0x01] : [byte]));
  return Buffer.from([0x7e, ...escaped, 0x7e]);
}

const bcdByte = (value: number) => (Math.floor(value / 10) << 4) | (value % 10);

/** A location report's body: no alarm, status (ACC, fix, hemispheres), coordinates, altitude, 0.1 km/h, course, BCD time in China time (UTC+8). */
function jt808Location(fix: DeviceFix): Buffer {
  const status = (fix.ignition === false ? 0 : 1) | 0x02 | (fix.latitude < 0 ? 0x04 : 0) | (fix.longitude < 0 ? 0x08 : 0);
  const local = new Date(fix.time.getTime() + 8 * 3_600_000);
  const time = [
    local.getUTCFullYear() % 100,
    local.getUTCMonth() + 1,
    local.getUTCDate(),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
  ];
  const altitude = Buffer.alloc(2);
  altitude.writeInt16BE(Math.round(fix.altitude ?? 0));
  return Buffer.concat([
    u32(0),
    u32(status),
    u32(Math.round(Math.abs(fix.latitude) * 1e6)),
    u32(Math.round(Math.abs(fix.longitude) * 1e6)),
    altitude,
    u16(Math.round(fix.speedKmh * 10)),
    u16(Math.round(fix.heading) % 360),
    Buffer.from(time.map(bcdByte)),
    Buffer.from([0x01, 0x04]), // odometer item, 0.1 km
    u32(Math.round((fix.odometer ?? 0) / 100)),
    Buffer.from([0x31, 0x01, fix.satellites ?? 9]),
  ]);
}

/** Authentication (0x0102) with the code the server gave at registration (2019: length, code, IMEI, firmware). */
export const jt808Auth = (terminal: string, serial: number) => {
  const code = Buffer.from(terminal, 'ascii');
  return jt808Frame(0x0102, terminal, serial, Buffer.concat([Buffer.from([code.length]), code, Buffer.alloc(15, 0x30), Buffer.alloc(20)]));
};

/** A location report (0x0200). */
export const jt808Position = (terminal: string, fix: DeviceFix, serial: number) => jt808Frame(0x0200, terminal, serial, jt808Location(fix));

/** A batch of location reports (0x0704): count, type 0 (live), then each with its length. */
export function jt808Batch(terminal: string, fixes: DeviceFix[], serial: number): Buffer {
  const items = fixes.map(jt808Location).flatMap((location) => [u16(location.length), location]);
  return jt808Frame(0x0704, terminal, serial, Buffer.concat([u16(fixes.length), Buffer.from([0]), ...items]));
}

/** The server's general reply (0x8001, serial 0) to the message `type` numbered `serial`: success. */
export const jt808Reply = (terminal: string, serial: number, type: number) =>
  jt808Frame(0x8001, terminal, 0, Buffer.concat([u16(serial & 0xffff), u16(type), Buffer.from([0])]));
