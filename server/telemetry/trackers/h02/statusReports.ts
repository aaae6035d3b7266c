import type { AttributeValue } from '../../ingest/positionReport';
import { FrameError } from '../protocol';
import { utcFromDigits } from './dateFields';
import { statusAttributes } from './status';

/**
 * The text types that report no fix, only readings: cell towers seen (NBR, V3, VP1 without a fix)
 * and the watch models' LINK. Each is read as a whole line; a line that does not match answers
 * null. Traccar places such reports at the device's last position; here they are the device's
 * readings without a position (a heartbeat), the serving cell first.
 */
export interface StatusReport {
  attributes: Record<string, AttributeValue>;
}

const hex8 = '([0-9A-Fa-f]{8})';

/** The serving cell (the first listed), in decimal as these reports write it. */
function cell(mcc: string, mnc: string, lac: string, cid: string): Record<string, AttributeValue> {
  const values = { mcc: Number(mcc), mnc: Number(mnc), lac: Number(lac), cellId: Number(cid) };
  return Object.values(values).every(Number.isFinite) ? values : {};
}

function withStatus(attributes: Record<string, AttributeValue>, dmy: string, hms: string, status: string) {
  utcFromDigits(dmy, hms); // refuses an impossible date, as a position would be refused
  return { ...attributes, ...statusAttributes(parseInt(status, 16)) };
}

/** NBR: time, MCC, MNC, a delay, the count, then LAC, cell id and signal of each tower, date, status. */
const nbrLine = new RegExp(String.raw`^\*..,(\d+),NBR,(\d{6}),(\d+),(\d+),\d+,\d+,((?:\d+,\d+,-?\d+,)+)(\d{6}),${hex8}`, 's');

/** V3: time, MCC (3 digits) and MNC, the count, four fields a tower, battery (hex), reboots, X, date, status. */
const v3Line = new RegExp(String.raw`^\*..,(\d+),V3,(\d{6}),(\d{3})(\d+),(\d+),(.*),([0-9A-Fa-f]{4}),\d+,X,(\d{6}),${hex8}#?$`, 's');

/** LINK: time, signal, satellites, battery level, steps, turnovers, date, status. */
const linkLine = new RegExp(String.raw`^\*..,(\d+),LINK,(\d{6}),(\d+),(\d+),(\d+),(\d+),(\d+),(\d{6}),${hex8}`, 's');

/** VP1 without a fix: V, MCC, MNC, then towers `lac,cid,signal` joined by Y. */
const vp1CellsLine = /^\*hq,(\d{15}),VP1,V,(\d+),(\d+),([^#]+)/s;

export function readStatusReport(type: string, sentence: string): StatusReport | null {
  if (type === 'NBR') {
    const match = nbrLine.exec(sentence);
    if (!match) return null;
    const [, , hms, mcc, mnc, towers, dmy, status] = match;
    const [lac, cid] = towers.split(',');
    return { attributes: withStatus(cell(mcc, mnc, lac, cid), dmy, hms, status) };
  }
  if (type === 'V3') {
    const match = v3Line.exec(sentence);
    if (!match) return null;
    const [, , hms, mcc, mnc, , towers, , dmy, status] = match;
    const [lac, cid] = towers.split(',');
    return { attributes: withStatus(cell(mcc, mnc, lac, cid), dmy, hms, status) };
  }
  if (type === 'LINK') {
    const match = linkLine.exec(sentence);
    if (!match) return null;
    const [, , hms, , satellites, batt, , , dmy, status] = match;
    if (Number(batt) > 100) throw new FrameError(`a battery level of ${batt}%`);
    return { attributes: withStatus({ satellites: Number(satellites), batt: Number(batt) }, dmy, hms, status) };
  }
  if (type === 'VP1') {
    const match = vp1CellsLine.exec(sentence);
    if (!match) return null;
    const [, , mcc, mnc, towers] = match;
    const [lac, cid] = towers.split('Y')[0].split(',');
    return { attributes: cell(mcc, mnc, lac, cid) };
  }
  return null;
}
