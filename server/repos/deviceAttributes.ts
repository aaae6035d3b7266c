import type { Schema } from '../contract';

/**
 * The attribute names each device family sends with its positions (as Traccar names them, plus
 * the usual variants), which pick a device report's fields out of positions.attributes.
 */
export const reportAttributes = {
  /** Suntech OBD messages: engine, fuel and diagnostic trouble codes. */
  suntechObd: [
    'rpm',
    'coolantTemp',
    'fuelLevel',
    'fuel',
    'fuelUsed',
    'fuelConsumption',
    'engineLoad',
    'throttle',
    'intakeTemp',
    'dtcs',
    'obdSpeed',
    'obdOdometer',
    'odometer',
    'engineHours',
    'hours',
  ],
  /** Suntech status messages: ignition, power supply, backup battery, inputs and outputs. */
  suntechStatus: [
    'ignition',
    'power',
    'battery',
    'batt',
    'charge',
    'motion',
    'alarm',
    'event',
    'status',
    'input',
    'output',
    'in1',
    'in2',
    'in3',
    'in4',
    'out1',
    'out2',
    'out3',
    'out4',
  ],
  /** Teltonika RUTX routers: mobile signal, operator, network type and data counters. */
  rutx: ['rsrp', 'rsrq', 'sinr', 'rssi', 'operator', 'networkType', 'band', 'cellId', 'dataRx', 'dataTx', 'modemTemp'],
} as const;

/** Weather keys, in order of preference when a device sends several. */
export const temperatureKeys = ['temperature', 'temp', 'temp1', 'deviceTemp'];
export const humidityKeys = ['humidity', 'hum', 'humidity1', 'rh'];

/** A stored attribute as the contract's SensorValue: lists become comma-separated text, nested objects JSON. */
export function sensorValue(value: unknown): Schema<'SensorValue'> | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.join(',');
  return JSON.stringify(value);
}

/** The attributes of a message that a report shows: all of them, or those of `keys`. */
export function sensorAttributes(attributes: Record<string, unknown>, keys?: readonly string[]): Record<string, Schema<'SensorValue'>> {
  const picked: Record<string, Schema<'SensorValue'>> = {};
  for (const [name, raw] of Object.entries(attributes)) {
    const value = keys && !keys.includes(name) ? undefined : sensorValue(raw);
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}
