/**
 * Where a device's fuel level is read and how it becomes litres. A device sends litres (Teltonika
 * IO 84 and IO 390 in 0.1 L, Suntech's `fuel`), a percentage of the tank (Teltonika IO 89, OBD IO 48,
 * OsmAnd's `fuel`) or a probe's raw value that only a calibration table turns into litres (Teltonika
 * LLS IO 201/203).
 */
export type FuelUnit = 'litres' | 'percent' | 'raw';

/** One point of a probe's calibration: this raw value reads as this many litres. */
export interface CalibrationPoint {
  raw: number;
  litres: number;
}

export interface FuelSensor {
  /** The key of positions.attributes the level is read from. */
  attribute: string;
  unit: FuelUnit;
  /** Litres: the device's step (0.1 for Teltonika's IO 84); 1 when absent. */
  scale?: number;
  /** Raw: the probe's table, at least two points. */
  calibration?: CalibrationPoint[];
}

const teltonika: FuelSensor[] = [
  { attribute: 'io84', unit: 'litres', scale: 0.1 },
  { attribute: 'io390', unit: 'litres', scale: 0.1 },
  { attribute: 'io89', unit: 'percent' },
  { attribute: 'io48', unit: 'percent' },
];
// OsmAnd clients (no tracker protocol) send `fuel` as a percentage; tracker codecs name litres `fuel`.
const osmand: FuelSensor[] = [
  { attribute: 'fuel', unit: 'percent' },
  { attribute: 'fuelLevel', unit: 'percent' },
];
const trackers: FuelSensor[] = [
  { attribute: 'fuel', unit: 'litres' },
  { attribute: 'fuelLevel', unit: 'percent' },
];

/**
 * The sensors tried in order when the asset names none: what its device's protocol sends (null for
 * OsmAnd over HTTP). A probe needs its table, so raw values are never read without one.
 */
export const defaultFuelSensors = (protocol: string | null): FuelSensor[] =>
  protocol === 'teltonika' ? teltonika : protocol === null || protocol === 'osmand' ? osmand : trackers;

/**
 * The sensors an asset's level is read from, in order: its own, else its device's model's, else its device
 * protocol's usual ones (`defaultFuelSensors`).
 */
export const fuelSensorsOf = (own: FuelSensor | null, model: FuelSensor | null, protocol: string | null): FuelSensor[] =>
  own ? [own] : model ? [model] : defaultFuelSensors(protocol);

/** Why a sensor set on an asset or a device model cannot be read: a probe needs its table, and a table's raw values a line between them. */
export function fuelSensorProblem(sensor: FuelSensor | null | undefined): string | null {
  if (!sensor) return null;
  if (sensor.unit === 'raw' && !sensor.calibration) return 'A raw probe value needs a calibration table.';
  const raws = (sensor.calibration ?? []).map((point) => point.raw);
  return new Set(raws).size === raws.length ? null : 'Each raw value may appear once.';
}

/** Litres for a raw value: exact at the table's points, linear between them, the ends' slope beyond. */
export function calibrated(raw: number, table: readonly CalibrationPoint[]): number {
  const points = [...table].sort((a, b) => a.raw - b.raw);
  if (points.length < 2) return points[0]?.litres ?? raw;
  let index = points.findIndex((point) => point.raw >= raw);
  if (index <= 0) index = index === 0 ? 1 : points.length - 1;
  const low = points[index - 1];
  const high = points[index];
  return low.litres + ((raw - low.raw) * (high.litres - low.litres)) / (high.raw - low.raw);
}

export const sensorValue = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
};

/** Litres for a value `sensor` read (a number); null when a percentage has no tank capacity to be a share of. */
export function sensorLitres(sensor: FuelSensor, value: number, tankLitres: number | null): number | null {
  switch (sensor.unit) {
    case 'litres':
      return value * (sensor.scale ?? 1);
    case 'percent':
      return tankLitres === null ? null : (value / 100) * tankLitres;
    case 'raw':
      return sensor.calibration?.length ? calibrated(value, sensor.calibration) : null;
  }
}

/**
 * The level in litres a position's attributes give, from the first of `sensors` present; null when
 * none is, or when a percentage has no tank capacity to be a share of.
 */
export function fuelLitres(attributes: Record<string, unknown>, sensors: readonly FuelSensor[], tankLitres: number | null): number | null {
  for (const sensor of sensors) {
    const value = sensorValue(attributes[sensor.attribute]);
    if (value !== null) return sensorLitres(sensor, value, tankLitres);
  }
  return null;
}
