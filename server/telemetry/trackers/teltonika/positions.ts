import type { PositionReport } from '../../ingest/positionReport';
import type { DeviceMessage } from '../protocol';
import { recordAttributes } from './ioAttributes';
import type { AvlRecord } from './records';

/** The records of one packet as positions of `identifier`, in the order sent (not always time order). */
export function positionsMessage(identifier: string, records: AvlRecord[]): DeviceMessage {
  const positions = records.map(
    (record): PositionReport => ({
      deviceId: identifier,
      time: record.time,
      latitude: record.latitude,
      longitude: record.longitude,
      speedKmh: record.speedKmh,
      heading: record.course,
      altitude: record.altitude,
      accuracy: null,
      attributes: recordAttributes(record),
    }),
  );
  return { kind: 'positions', positions };
}

/** The TCP acknowledgement: how many records were accepted, as a 4-byte integer. */
export function recordCountAck(count: number): Buffer {
  const ack = Buffer.alloc(4);
  ack.writeUInt32BE(count);
  return ack;
}
