/**
 * Fields of the device reports that trackers' codecs do not name (server/repos/deviceAttributes.ts:
 * Suntech OBD and status, Teltonika RUTX, weather sensors), with their units. Labels are in the
 * catalogs under deviceFields.
 */
export const DEVICE_FIELD_UNITS = {
  rpm: 'rpm',
  coolantTemp: '°C',
  fuelUsed: 'l',
  fuelConsumption: 'l/h',
  engineLoad: '%',
  throttle: '%',
  intakeTemp: '°C',
  obdSpeed: 'km/h',
  obdOdometer: 'km',
  engineHours: 'h',
  hours: 'h',
  input: null,
  output: null,
  out3: null,
  out4: null,
  rsrp: 'dBm',
  rsrq: 'dB',
  sinr: 'dB',
  rssi: 'dBm',
  operator: null,
  networkType: null,
  band: null,
  dataRx: 'B',
  dataTx: 'B',
  modemTemp: '°C',
  temperature: '°C',
  temp: '°C',
  temp1: '°C',
  deviceTemp: '°C',
  humidity: '%',
  hum: '%',
  humidity1: '%',
  rh: '%',
} as const satisfies Record<string, string | null>;

export const isDeviceField = (key: string): key is keyof typeof DEVICE_FIELD_UNITS => Object.hasOwn(DEVICE_FIELD_UNITS, key);
