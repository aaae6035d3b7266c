import type { Translate } from './columns';
import { DEVICE_FIELD_UNITS, isDeviceField } from './deviceFieldUnits';

/**
 * The attributes the tracker codecs name (server/telemetry/trackers/attributes.ts) with their units;
 * a test keeps the two in step. Labels are in the catalogs under reports.attributes.
 */
export const TRACKER_ATTRIBUTE_UNITS = {
  ignition: null,
  motion: null,
  odometer: 'km',
  power: 'V',
  battery: 'V',
  batt: '%',
  charge: null,
  gsmSignal: null,
  satellites: null,
  hdop: null,
  pdop: null,
  valid: null,
  fuelLevel: '%',
  fuel: 'l',
  alarm: null,
  armed: null,
  blocked: null,
  in1: null,
  in2: null,
  in3: null,
  in4: null,
  out1: null,
  out2: null,
  vin: null,
  dtcs: null,
  driverUniqueId: null,
  event: null,
  priority: null,
  status: null,
  mcc: null,
  mnc: null,
  lac: null,
  cellId: null,
  cellTowers: null,
  wifiAccessPoints: null,
  approximate: null,
  harshEvent: null,
  harshValue: 'm/s²',
  harshDurationMs: 'ms',
} as const satisfies Record<string, string | null>;

const isTrackerAttribute = (key: string): key is keyof typeof TRACKER_ATTRIBUTE_UNITS => Object.hasOwn(TRACKER_ATTRIBUTE_UNITS, key);

const withUnit = (label: string, unit: string | null) => (unit ? `${label} (${unit})` : label);

/** An attribute as a person reads it: "External voltage (V)", "Coolant temperature (°C)", "IO 239"; unknown names as sent. */
export function attributeLabel(key: string, translate: Translate): string {
  if (isTrackerAttribute(key)) return withUnit(translate(`reports.attributes.${key}`), TRACKER_ATTRIBUTE_UNITS[key]);
  if (isDeviceField(key)) return withUnit(translate(`deviceFields.${key}`), DEVICE_FIELD_UNITS[key]);
  const io = /^io(\d+)$/.exec(key);
  return io ? translate('reports.attributes.io', { id: io[1] }) : key;
}
