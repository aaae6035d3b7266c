import type { AttributeValue } from '../ingest/positionReport';

const integer = /^-?\d+$/;
const mac = /^[0-9a-f]{2}([:-][0-9a-f]{2}){5}$/i;

/**
 * The radio readings of an OsmAnd report, as Traccar's decoder reads them: each `cell` parameter is
 * one tower `mcc,mnc,lac,cid[,rssi]`, each `wifi` one access point `mac,rssi` (the MAC with - or :).
 * Kept as attributes: the first (serving) tower's `mcc`, `mnc`, `lac`, `cellId`, as the tracker
 * codecs name them, and every tower and access point as `cellTowers` and `wifiAccessPoints`
 * (entries separated by `;`, MACs with colons), for a location service to resolve later.
 */
export function networkReadings(cells: string[], wifi: string[]): { attributes: Record<string, AttributeValue> } | { problem: string } {
  const towers: number[][] = [];
  for (const cell of cells) {
    const fields = cell.split(',').map((field) => field.trim());
    if (fields.length < 4 || fields.length > 5 || !fields.every((field) => integer.test(field))) {
      return { problem: `cell: "${cell}" is not mcc,mnc,lac,cid[,rssi]` };
    }
    towers.push(fields.map(Number));
  }
  const points: string[] = [];
  for (const point of wifi) {
    const [address, rssi, ...rest] = point.split(',').map((field) => field.trim());
    if (!address || !mac.test(address) || !rssi || !integer.test(rssi) || rest.length)
      return { problem: `wifi: "${point}" is not mac,rssi` };
    points.push(`${address.replaceAll('-', ':').toLowerCase()},${Number(rssi)}`);
  }
  const attributes: Record<string, AttributeValue> = {};
  if (towers.length) {
    const [mcc, mnc, lac, cellId] = towers[0];
    Object.assign(attributes, { mcc, mnc, lac, cellId, cellTowers: towers.map((tower) => tower.join(',')).join(';') });
  }
  if (points.length) attributes.wifiAccessPoints = points.join(';');
  return { attributes };
}
