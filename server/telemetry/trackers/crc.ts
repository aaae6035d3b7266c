/**
 * The two 16-bit CRCs of the tracker protocols, both reflected (bit-reversed) and table-driven.
 * Check values over the ASCII bytes "123456789": CRC-16/ARC 0xBB3D, CRC-16/X-25 0x906E.
 */
function reflectedTable(polynomial: number): Uint16Array {
  const table = new Uint16Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ polynomial : crc >>> 1;
    table[byte] = crc;
  }
  return table;
}

const arcTable = reflectedTable(0xa001); // 0x8005 reversed
const x25Table = reflectedTable(0x8408); // 0x1021 reversed

function reflectedCrc(table: Uint16Array, bytes: Uint8Array, init: number): number {
  let crc = init;
  for (const byte of bytes) crc = (crc >>> 8) ^ table[(crc ^ byte) & 0xff];
  return crc;
}

/** CRC-16/ARC, which Teltonika calls CRC-16/IBM: init 0, no final xor. */
export const crc16Arc = (bytes: Uint8Array): number => reflectedCrc(arcTable, bytes, 0);

/** CRC-16/X-25, the "CRC-ITU" of the GT06 documents: init 0xFFFF, final xor 0xFFFF. */
export const crc16X25 = (bytes: Uint8Array): number => (reflectedCrc(x25Table, bytes, 0xffff) ^ 0xffff) & 0xffff;
