import type { PositionReport } from '../../ingest/positionReport';
import type { DeviceMessage } from '../protocol';
import type { Gh3000Record } from './gh3000';
import { recordAttributes } from './ioAttributes';
import type { AvlData } from './packet';
import type { AvlRecord } from './records';

/** The records of one packet as positions of `identifier`, in the order sent (not always time order). */
function positionsMessage(identifier: string, records: AvlRecord[]): DeviceMessage {
  const positions = records.map((record): PositionReport => ({
    deviceId: identifier,
    time: record.time,
    latitude: record.latitude,
    longitude: record.longitude,
    speedKmh: record.speedKmh,
    heading: record.course,
    altitude: record.altitude,
    accuracy: null,
    attributes: recordAttributes(record),
  }));
  return { kind: 'positions', positions };
}

/**
 * GH3000 records as positions: those whose location block holds coordinates. Traccar places the
 * others at the device's last position; they carry readings only and are acknowledged with the rest.
 */
function gh3000PositionsMessage(identifier: string, records: Gh3000Record[]): DeviceMessage {
  const positions = records.flatMap((record): PositionReport[] =>
    record.fix ? [{ ...record.fix, deviceId: identifier, time: record.time, attributes: record.attributes }] : [],
  );
  return { kind: 'positions', positions };
}

/** The positions of a packet of records, whichever codec wrote them. */
export const recordsMessage = (identifier: string, data: Extract<AvlData, { kind: 'records' | 'gh3000' }>): DeviceMessage =>
  data.kind === 'gh3000' ? gh3000PositionsMessage(identifier, data.records) : positionsMessage(identifier, data.records);

/** The TCP acknowledgement: how many records were accepted, as a 4-byte integer. */
export function recordCountAck(count: number): Buffer {
  const ack = Buffer.alloc(4);
  ack.writeUInt32BE(count);
  return ack;
}
