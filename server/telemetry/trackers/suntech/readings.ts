import type { AttributeValue } from '../../ingest/positionReport';
import { addAlarm, type AlarmName, type NamedAttributes } from '../attributes';
import type { Fields } from './fields';

/** Emergency codes of EMG reports. */
const emergencies: Record<number, AlarmName> = {
  1: 'sos',
  2: 'parking',
  3: 'powerCut',
  5: 'door',
  6: 'door',
  7: 'movement',
  8: 'vibration',
};
/** Alert codes of ALT reports (legacy, universal and binary). */
const alerts: Record<number, AlarmName> = {
  1: 'overspeed',
  5: 'geofenceExit',
  6: 'geofenceEnter',
  14: 'lowBattery',
  15: 'vibration',
  16: 'accident',
  40: 'powerRestored',
  41: 'powerCut',
  42: 'sos',
  46: 'acceleration',
  47: 'braking',
  50: 'jamming',
  132: 'door',
};

export const addEmergency = (attributes: Record<string, AttributeValue>, code: number) =>
  addAlarm(attributes as NamedAttributes, emergencies[code]);
export const addAlert = (attributes: Record<string, AttributeValue>, code: number) => addAlarm(attributes as NamedAttributes, alerts[code]);

/** Printable text as sent; anything else (binary serial data) as hex, so no control character is stored. */
export const storableText = (bytes: string) => (/^[\x20-\x7e]*$/.test(bytes) ? bytes : Buffer.from(bytes, 'latin1').toString('hex'));

/** Ignition, inputs 1-3 and outputs 1-2 of the legacy reports' I/O field (`100100`: one digit each). */
export function legacyIo(attributes: Record<string, AttributeValue>, io: string): void {
  if (io.length < 6) return;
  const on = (at: number) => io[at] === '1';
  Object.assign(attributes, { ignition: on(0), in1: on(1), in2: on(2), in3: on(3), out1: on(4), out2: on(5) });
}

/**
 * The serial port data of UEX reports: its length in characters, then fields up to that length,
 * and a checksum. Fuel sensors (`N_<n>=<hex>`, CabAVL texts) add up to `fuel` in litres; a Gestran
 * driver card (`GTSL|...`) names the driver; temperatures are `t_<n>=<hex>`; anything else is kept
 * as `serial`. Answers the index after the checksum.
 */
export function readSerialData(fields: Fields, attributes: Record<string, AttributeValue>): void {
  let remaining = fields.integer();
  let totalFuel = 0;
  while (remaining > 0 && fields.remaining > 0) {
    const item = fields.text();
    remaining -= item.length + 1;
    if (item.startsWith('CabAVL')) {
      const [, , first, second] = item.split(',').map(Number);
      for (const [key, litres] of [
        ['fuel1', first],
        ['fuel2', second],
      ] as const) {
        if (Number.isFinite(litres) && litres > 0) {
          attributes[key] = litres;
          totalFuel += litres;
        }
      }
    } else if (item.startsWith('GTSL')) {
      const driver = item.split('|')[4];
      if (driver) attributes.driverUniqueId = driver;
    } else if (item.includes('=')) {
      const [name, raw = ''] = item.split('=');
      const value = parseInt(raw.trim().split('.')[0], 16);
      if (!Number.isFinite(value)) continue;
      if (name.startsWith('t')) attributes[`temp${name.charAt(2)}`] = value;
      else if (name.startsWith('N')) {
        attributes[`fuel${name.charAt(2)}`] = value;
        totalFuel += value;
      } else if (name.startsWith('Q')) attributes.drivingQuality = value;
    } else attributes.serial = storableText(item.trim());
  }
  if (totalFuel > 0) attributes.fuel = totalFuel;
  if (fields.remaining > 0) fields.skip(); // checksum
}
