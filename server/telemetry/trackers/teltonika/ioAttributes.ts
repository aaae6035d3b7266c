import type { AttributeValue } from '../../ingest/positionReport';
import { addAlarm, ioKey, type NamedAttributes } from '../attributes';
import type { AvlRecord, IoElement } from './records';
import { greenDrivingValue } from './greenDriving';

type Name = (value: number, attributes: NamedAttributes) => void;

const flag =
  (key: 'ignition' | 'motion' | 'in1' | 'in2' | 'in3' | 'in4' | 'out1' | 'out2'): Name =>
  (value, attributes) => {
    attributes[key] = value > 0;
  };
const scaled =
  (key: 'odometer' | 'power' | 'battery' | 'hdop' | 'pdop' | 'fuel' | 'fuelLevel' | 'batt' | 'gsmSignal', divisor = 1): Name =>
  (value, attributes) => {
    attributes[key] = value / divisor;
  };

const greenDriving: Readonly<Record<number, string>> = { 1: 'harshAcceleration', 2: 'harshBraking', 3: 'harshCornering' };

/**
 * IO elements whose meaning is the same across the FMB/FMC/FMM families (Teltonika's parameter
 * lists, as Traccar reads them for every model) and the width they come in; all others, and these
 * in another width (Codec 16 devices send IO 113 in 4 bytes with another meaning), stay raw only.
 * The raw value of every element is kept as `io<id>` too.
 */
const namedIo: Readonly<Record<number, [bytes: 1 | 2 | 4, name: Name]>> = {
  1: [1, flag('in1')],
  2: [1, flag('in2')],
  3: [1, flag('in3')],
  4: [1, flag('in4')],
  16: [4, scaled('odometer')], // total odometer in m, as Traccar keeps it (ingestion stores km)
  21: [1, scaled('gsmSignal')], // 0-5
  48: [1, scaled('fuelLevel')], // OBD fuel level, %
  66: [2, scaled('power', 1000)], // external voltage in mV
  67: [2, scaled('battery', 1000)], // battery voltage in mV
  84: [2, scaled('fuel', 10)], // CAN fuel level in 0.1 l
  89: [1, scaled('fuelLevel')], // CAN fuel level, %
  113: [1, scaled('batt')], // battery level, %
  179: [1, flag('out1')],
  180: [1, flag('out2')],
  181: [2, scaled('pdop', 10)],
  182: [2, scaled('hdop', 10)],
  239: [1, flag('ignition')],
  240: [1, flag('motion')],
  // Green driving: the event's type, its value (read as g x 100, the default; ingestion reads `io254` again in
  // the unit the device's model says, greenDriving.ts) and duration.
  243: [
    2,
    (value, attributes) => {
      attributes.harshDurationMs = value;
    },
  ],
  253: [
    1,
    (value, attributes) => {
      const kind = greenDriving[value];
      if (kind) attributes.harshEvent = kind;
    },
  ],
  254: [
    1,
    (value, attributes) => {
      attributes.harshValue = greenDrivingValue(value);
    },
  ],
  252: [
    1,
    (value, attributes) => {
      if (value > 0) addAlarm(attributes, 'powerCut'); // unplug detection
    },
  ],
};

const namedText: Readonly<Record<number, 'vin' | 'dtcs'>> = { 256: 'vin', 281: 'dtcs' };

/**
 * IO 78, the iButton a driver touched: its 8 bytes come little-endian (as Traccar prints them); IO
 * 207, an RFID card, is the card's number. 0 when no key is attached. Both are `driverUniqueId`,
 * the attribute OsmAnd clients send, so ingestion reads one name (telemetry/drivers).
 */
const driverKeyIo: Readonly<Record<number, (value: bigint) => bigint>> = {
  78: (value) => {
    const bytes = Buffer.alloc(8);
    bytes.writeBigUInt64LE(value);
    return bytes.readBigUInt64BE();
  },
  207: (value) => value,
};
const driverKey = (value: bigint) => (value === 0n ? undefined : value.toString(16).toUpperCase().padStart(16, '0'));

function nameElement(element: IoElement, attributes: NamedAttributes) {
  if ('hex' in element) {
    const key = namedText[element.id];
    if (key) attributes[key] = Buffer.from(element.hex, 'hex').toString('ascii');
  } else if (driverKeyIo[element.id] && element.bytes === 8) {
    const key = driverKey(driverKeyIo[element.id](BigInt(element.value)));
    if (key) attributes.driverUniqueId = key;
  } else if (typeof element.value === 'number') {
    const [bytes, name] = namedIo[element.id] ?? [];
    if (bytes === element.bytes) name?.(element.value, attributes);
  }
}

/** A record's attributes: every IO element raw, the standard ones named, and the record's own fields. */
export function recordAttributes(record: AvlRecord): Record<string, AttributeValue> {
  const raw: Record<string, AttributeValue> = {};
  const named: NamedAttributes = {
    satellites: record.satellites,
    valid: record.satellites > 0,
    priority: record.priority,
    event: record.eventIoId,
  };
  if (record.priority === 2) addAlarm(named, 'sos'); // "panic" priority: the panic button's records
  for (const element of record.io) {
    raw[ioKey(element.id)] = 'hex' in element ? element.hex : element.value;
    nameElement(element, named);
  }
  return { ...raw, ...named };
}
