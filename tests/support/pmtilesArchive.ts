/**
 * A tiny PMTiles (version 3) archive made for tests: one vector tile at zoom 0 whose layer `earth`
 * covers the world, so that the Protomaps style draws land everywhere. Written by hand (header,
 * one-entry root directory, metadata, the tile) because the `pmtiles` package only reads archives.
 */

const varint = (value: number): number[] => {
  const bytes: number[] = [];
  while (value >= 0x80) {
    bytes.push((value % 0x80) | 0x80);
    value = Math.floor(value / 0x80);
  }
  return [...bytes, value];
};

const zigzag = (n: number) => (n << 1) ^ (n >> 31);
const field = (number: number, wireType: number) => varint((number << 3) | wireType);
const bytesField = (number: number, bytes: number[]) => [...field(number, 2), ...varint(bytes.length), ...bytes];
const packed = (number: number, values: number[]) => bytesField(number, values.flatMap(varint));
const text = (value: string) => [...new TextEncoder().encode(value)];

/** A Mapbox Vector Tile with one layer holding one polygon over the whole tile (extent 4096). */
export function worldTile(layerName = 'earth'): Uint8Array {
  const size = 4096;
  // MoveTo(0,0), LineTo (size,0) (size,size) (0,size) as deltas, ClosePath: clockwise, an outer ring.
  const geometry = [9, 0, 0, 26, zigzag(size), 0, 0, zigzag(size), zigzag(-size), 0, 15];
  const feature = [...field(1, 0), ...varint(1), ...field(3, 0), ...varint(3), ...packed(4, geometry)];
  const layer = [
    ...field(15, 0),
    ...varint(2),
    ...bytesField(1, text(layerName)),
    ...bytesField(2, feature),
    ...field(5, 0),
    ...varint(size),
  ];
  return Uint8Array.from(bytesField(3, layer));
}

const HEADER_BYTES = 127;

export function pmtilesArchive(tile: Uint8Array = worldTile()): Uint8Array {
  // One entry: tile id 0 (z0), run length 1, its length, offset 0 (stored as offset + 1).
  const directory = [...varint(1), ...varint(0), ...varint(1), ...varint(tile.length), ...varint(1)];
  const metadata = text(JSON.stringify({ name: 'test world', vector_layers: [{ id: 'earth', fields: {} }] }));
  const directoryOffset = HEADER_BYTES;
  const metadataOffset = directoryOffset + directory.length;
  const tileOffset = metadataOffset + metadata.length;
  const archive = new Uint8Array(tileOffset + tile.length);
  const view = new DataView(archive.buffer);
  archive.set(text('PMTiles'), 0);
  view.setUint8(7, 3);
  const u64 = (offset: number, value: number) => view.setBigUint64(offset, BigInt(value), true);
  u64(8, directoryOffset);
  u64(16, directory.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, tileOffset);
  u64(48, 0);
  u64(56, tileOffset);
  u64(64, tile.length);
  for (const offset of [72, 80, 88]) u64(offset, 1);
  // Clustered; no compression of directories or tiles; vector tiles; zoom 0 to 0.
  [1, 1, 1, 1, 0, 0].forEach((value, index) => view.setUint8(96 + index, value));
  [-180, -85, 180, 85].forEach((degrees, index) => view.setInt32(102 + index * 4, degrees * 1e7, true));
  view.setUint8(118, 0);
  archive.set(directory, directoryOffset);
  archive.set(metadata, metadataOffset);
  archive.set(tile, tileOffset);
  return archive;
}
