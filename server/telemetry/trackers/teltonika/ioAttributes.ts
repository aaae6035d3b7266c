import type { AttributeValue } from '../../ingest/positionReport';
import { addAlarm, ioKey, type NamedAttributes } from '../attributes';
import type { AvlRecord, IoElement } from './records';

type Name = (value: number, attributes: NamedAttributes) => void;

const flag = (key: 'ignition' | 'motion' | 'in1' | 'in2' | 'in3' | 'in4' | 'out1' | 'out2'): Name => (value, attributes) => {
  attributes[key] = value > 0;
};
const scaled = (key: 'odometer' | 'power' | 'battery' | 'hdop' | 'pdop' | 'fuel' | 'fuelLevel' | 'batt' | 'gsmSignal', divisor = 1): Name => (value, attributes) => {
  attributes[key] = value / divisor;
};

/**
 * IO elements whose meaning is the same across the FMB/FMC/FMM families (Teltonika's parameter
 * lists, as Traccar reads them for every model); all others stay raw only. The raw value of every
 * element is kept as `io<id>` too.
 */
const namedIo: Readonly<Record<number, Name>> = {
  1: flag('in1'),
  2: flag('in2'),
  3: flag('in3'),
  4: flag('in4'),
  16: scaled('odometer'), // total odometer in m, as Traccar keeps it (ingestion stores km)
  21: scaled('gsmSignal'), // 0-5
  48: scaled('fuelLevel'), // OBD fuel level, %
  66: scaled('power', 1000), // external voltage in mV
  67: scaled('battery', 1000), // battery voltage in mV
  84: scaled('fuel', 10), // CAN fuel level in 0.1 l
  89: scaled('fuelLevel'), // CAN fuel level, %
  113: scaled('batt'), // battery level, %
  179: flag('out1'),
  180: flag('out2'),
  181: scaled('pdop', 10),
  182: scaled('hdop', 10),
  239: flag('ignition'),
  240: flag('motion'),
  252: (value, attributes) => {
    if (value > 0) addAlarm(attributes, 'powerCut'); // unplug detection
  },
};

const namedText: Readonly<Record<number, 'vin' | 'dtcs'>> = { 256: 'vin', 281: 'dtcs' };

function nameElement(element: IoElement, attributes: NamedAttributes) {
  if ('hex' in element) {
    const key = namedText[element.id];
    if (key) attributes[key] = Buffer.from(element.hex, 'hex').toString('ascii');
  } else if (typeof element.value === 'number') {
    namedIo[element.id]?.(element.value, attributes);
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
