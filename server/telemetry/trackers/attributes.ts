/**
 * The named attributes the tracker codecs write into positions.attributes, with label and unit.
 * Names follow what the console already shows for other devices (the demo fleet's Suntech units
 * send `power`, `battery`, `odometer`, `fuelLevel`, `in1`; phones send `batt`) and Traccar's names
 * elsewhere, so one meaning has one key whatever the protocol. Raw values the codecs do not name are
 * kept beside them: `io<id>` for Teltonika IO elements, `status` for GT06 and H02 status bits.
 */
export interface AttributeInfo {
  label: string;
  /** Unit of a number, or null for counts, levels, flags and text. */
  unit: string | null;
  type: 'boolean' | 'number' | 'string';
}

export const trackerAttributes = {
  ignition: { label: 'Ignition', unit: null, type: 'boolean' },
  motion: { label: 'Motion', unit: null, type: 'boolean' },
  /** The device's total distance counter: codecs write metres (Traccar's unit), ingestion stores km (storedUnits.ts). */
  odometer: { label: 'Odometer', unit: 'km', type: 'number' },
  /** External supply (vehicle) voltage. */
  power: { label: 'External voltage', unit: 'V', type: 'number' },
  /** The tracker's own backup battery voltage. */
  battery: { label: 'Battery voltage', unit: 'V', type: 'number' },
  /** The tracker's own battery charge. */
  batt: { label: 'Battery level', unit: '%', type: 'number' },
  charge: { label: 'Charging', unit: null, type: 'boolean' },
  /** Mobile signal as the device's bars: 0 (none) to 5 on Teltonika, 0 to 4 on GT06. */
  gsmSignal: { label: 'GSM signal level', unit: null, type: 'number' },
  satellites: { label: 'Satellites', unit: null, type: 'number' },
  hdop: { label: 'HDOP', unit: null, type: 'number' },
  pdop: { label: 'PDOP', unit: null, type: 'number' },
  /** False when the device reports its fix as invalid (its coordinates may be old or empty). */
  valid: { label: 'GPS fix valid', unit: null, type: 'boolean' },
  fuelLevel: { label: 'Fuel level', unit: '%', type: 'number' },
  fuel: { label: 'Fuel', unit: 'l', type: 'number' },
  /** Comma-separated names from `alarmNames`. */
  alarm: { label: 'Alarm', unit: null, type: 'string' },
  armed: { label: 'Armed', unit: null, type: 'boolean' },
  /** Fuel or power to the engine cut by the tracker's relay (GT06 terminal info bit 7). */
  blocked: { label: 'Engine blocked', unit: null, type: 'boolean' },
  in1: { label: 'Digital input 1', unit: null, type: 'boolean' },
  in2: { label: 'Digital input 2', unit: null, type: 'boolean' },
  in3: { label: 'Digital input 3', unit: null, type: 'boolean' },
  in4: { label: 'Digital input 4', unit: null, type: 'boolean' },
  out1: { label: 'Digital output 1', unit: null, type: 'boolean' },
  out2: { label: 'Digital output 2', unit: null, type: 'boolean' },
  vin: { label: 'VIN', unit: null, type: 'string' },
  /** Diagnostic trouble codes, comma-separated. */
  dtcs: { label: 'Fault codes', unit: null, type: 'string' },
  /** The key or card a driver identified with (Teltonika IO 78 iButton, in hex as Traccar writes it; a tachograph's card). */
  driverUniqueId: { label: 'Driver key', unit: null, type: 'string' },
  /** Teltonika: the IO element id that caused the record (0: periodic). */
  event: { label: 'Event IO', unit: null, type: 'number' },
  /** Teltonika record priority: 0 low, 1 high, 2 panic. */
  priority: { label: 'Priority', unit: null, type: 'number' },
  /** GT06 terminal info byte or H02 status word, as sent. */
  status: { label: 'Status bits', unit: null, type: 'number' },
  mcc: { label: 'Mobile country code', unit: null, type: 'number' },
  mnc: { label: 'Mobile network code', unit: null, type: 'number' },
  lac: { label: 'Location area code', unit: null, type: 'number' },
  cellId: { label: 'Cell id', unit: null, type: 'number' },
  /** Every cell tower heard, `mcc,mnc,lac,cid[,rssi]` separated by `;` (OsmAnd). */
  cellTowers: { label: 'Cell towers', unit: null, type: 'string' },
  /** Every Wi-Fi access point heard, `mac,rssi` separated by `;` (OsmAnd). */
  wifiAccessPoints: { label: 'Wi-Fi access points', unit: null, type: 'string' },
  /** The report had no coordinates: it was placed at the device's last known place. */
  approximate: { label: 'Approximate position', unit: null, type: 'boolean' },
  /** A harsh driving event the device measured: harshAcceleration, harshBraking or harshCornering (Teltonika IO 253). */
  harshEvent: { label: 'Harsh driving event', unit: null, type: 'string' },
  /** Its peak, in m/s² (Teltonika IO 254, read in the unit of the device's model: g x 100 unless it says otherwise). */
  harshValue: { label: 'Harsh driving value', unit: 'm/s²', type: 'number' },
  harshDurationMs: { label: 'Harsh driving duration', unit: 'ms', type: 'number' },
} as const satisfies Record<string, AttributeInfo>;

export type TrackerAttribute = keyof typeof trackerAttributes;

/** The catalogue as rows, for screens that label sensor values. */
export const attributeCatalogue: readonly ({ key: TrackerAttribute } & AttributeInfo)[] = Object.entries(trackerAttributes).map(
  ([key, info]) => ({ key: key as TrackerAttribute, ...info }),
);

/** The raw value of Teltonika IO element `id`, kept beside any named attribute. */
export const ioKey = (id: number): `io${number}` => `io${id}`;

/** Alarm names as Traccar spells them, so alerts and exports read the same after a move. */
export const alarmNames = [
  'sos',
  'powerCut',
  'vibration',
  'tampering',
  'overspeed',
  'lowBattery',
  'geofenceEnter',
  'geofenceExit',
  'powerOff',
  // Those GT06 models raise beyond the documents (Traccar's names).
  'general',
  'geofence',
  'removing',
  'tow',
  'door',
  'accident',
  'acceleration',
  'braking',
  'cornering',
  'fallDown',
  'jamming',
  'lock',
  'unlock',
  'fuelLeak',
  'temperature',
  'idle',
  'lowPower',
  'powerOn',
  // Suntech and JT/T 808 report these too.
  'parking',
  'movement',
  'powerRestored',
  'fatigueDriving',
  'gpsAntennaCut',
  'fault',
] as const;
export type AlarmName = (typeof alarmNames)[number];

export type NamedAttributes = Partial<Record<TrackerAttribute, string | number | boolean>>;

/** Adds an alarm to those a message already carries (a frame can raise several). */
export function addAlarm(attributes: NamedAttributes, alarm: AlarmName | null | undefined): void {
  if (!alarm) return;
  const present = typeof attributes.alarm === 'string' && attributes.alarm ? attributes.alarm.split(',') : [];
  if (!present.includes(alarm)) attributes.alarm = [...present, alarm].join(',');
}
