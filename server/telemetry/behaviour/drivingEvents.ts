import type { TrackPoint } from '../alerts/evaluateTrack';

/** A position as derivation reads it: a fix with its heading (degrees, null when unknown). */
export type MotionPoint = TrackPoint & { heading: number | null };

export type HarshKind = 'harshAcceleration' | 'harshBraking' | 'harshCornering';
export const harshKinds: readonly HarshKind[] = ['harshAcceleration', 'harshBraking', 'harshCornering'];

/** Thresholds in m/s², by the kind of event. */
export type Thresholds = Record<HarshKind, number>;

/**
 * Default thresholds by vehicle class (the asset's type): cars take Teltonika's FMB defaults
 * (acceleration 2.5, braking 2.7, cornering 3.4 m/s²); heavier vehicles are driven well with less,
 * so theirs are lower. Other types (motorcycles, none) count as cars. See docs/DRIVING.md.
 */
export const classThresholds: Readonly<ClassThresholds> = {
  car: { harshAcceleration: 2.5, harshBraking: 2.7, harshCornering: 3.4 },
  van: { harshAcceleration: 2.2, harshBraking: 2.5, harshCornering: 3.0 },
  truck: { harshAcceleration: 1.8, harshBraking: 2.2, harshCornering: 2.5 },
  bus: { harshAcceleration: 1.6, harshBraking: 2.0, harshCornering: 2.2 },
};

export type VehicleClass = 'car' | 'van' | 'truck' | 'bus';
export type ClassThresholds = Record<VehicleClass, Thresholds>;

/** A tenant's thresholds: the defaults, with what it changed (as stored, any part of it) laid over them. */
export const tenantThresholds = (changed: Partial<Record<VehicleClass, Partial<Thresholds>>> | null): ClassThresholds => ({
  car: { ...classThresholds.car, ...changed?.car },
  van: { ...classThresholds.van, ...changed?.van },
  truck: { ...classThresholds.truck, ...changed?.truck },
  bus: { ...classThresholds.bus, ...changed?.bus },
});

export function thresholdsFor(assetType: string | null, classes: Readonly<ClassThresholds> = classThresholds): Thresholds {
  const name = assetType?.toLowerCase() ?? '';
  return Object.hasOwn(classes, name) ? classes[name as VehicleClass] : classes.car;
}

/** Fixes further apart than this say nothing of acceleration (at 1 Hz a lost fix or two). */
const maxGapMs = 2000;
const minLongitudinalKmh = 10;
const minLateralKmh = 30;
/** An exceedance ends (and the next may count) once the value falls below this share of its threshold. */
export const rearmShare = 0.83;

export interface DrivingEvent {
  kind: HarshKind;
  point: MotionPoint;
  /** m/s², positive; null when a device's alarm tells none. */
  value: number | null;
  source: 'device' | 'derived';
  durationMs: number | null;
}

/** What derivation keeps of an asset between positions: its last fix and which kinds are armed. */
export interface MotionMemory {
  last: MotionPoint | null;
  /** A kind is disarmed from its event until the value falls back below `rearmShare` of the threshold. */
  disarmed: Set<HarshKind>;
  /** The device reports its own events (Teltonika green driving): nothing is derived for it. */
  deviceReports: boolean;
}

export const freshMemory = (): MotionMemory => ({ last: null, disarmed: new Set(), deviceReports: false });

/** The harsh-driving alarms of GT06, JT/T 808 and Suntech devices, as the decoders name them. */
const alarmKinds: Readonly<Record<string, HarshKind>> = {
  acceleration: 'harshAcceleration',
  braking: 'harshBraking',
  cornering: 'harshCornering',
};

/**
 * The event a device reported with the position: Teltonika green driving (IO 253 type, IO 254 value,
 * IO 243 duration, named by its decoder), or a harsh-driving alarm (without a value).
 */
function deviceEvent(point: MotionPoint): DrivingEvent | null {
  const { harshEvent, harshValue, harshDurationMs, alarm } = point.attributes ?? {};
  const fromAlarm =
    typeof alarm === 'string'
      ? alarm
          .split(',')
          .map((name) => alarmKinds[name])
          .find(Boolean)
      : undefined;
  const kind = harshKinds.find((known) => known === harshEvent) ?? fromAlarm;
  if (!kind) return null;
  return {
    kind,
    point,
    value: harshEvent === kind && typeof harshValue === 'number' ? harshValue : null,
    source: 'device',
    durationMs: harshEvent === kind && typeof harshDurationMs === 'number' ? harshDurationMs : null,
  };
}

const kmhToMs = (kmh: number) => kmh / 3.6;
/** The turn from one heading to the next, in degrees, -180..180. */
const turn = (from: number, to: number) => ((to - from + 540) % 360) - 180;

/** Longitudinal and lateral acceleration between two fixes (m/s²); null where the rules say the fixes cannot tell. */
function accelerations(previous: MotionPoint, point: MotionPoint) {
  const seconds = (point.time.getTime() - previous.time.getTime()) / 1000;
  if (seconds <= 0 || seconds * 1000 > maxGapMs) return null;
  const longitudinal =
    Math.max(previous.speedKmh, point.speedKmh) >= minLongitudinalKmh
      ? (kmhToMs(point.speedKmh) - kmhToMs(previous.speedKmh)) / seconds
      : null;
  const meanKmh = (previous.speedKmh + point.speedKmh) / 2;
  const lateral =
    meanKmh >= minLateralKmh && previous.heading !== null && point.heading !== null
      ? Math.abs((kmhToMs(meanKmh) * ((turn(previous.heading, point.heading) * Math.PI) / 180)) / seconds)
      : null;
  return { longitudinal, lateral };
}

/**
 * Walks an asset's new positions (oldest first): the events its device reports, or, for a device
 * that reports none, those derived from its fixes: a = dv/dt between fixes at most 2 s apart at
 * 10 km/h or more, lateral v x dθ/dt at 30 km/h or more. One event per exceedance, at the fix that
 * crossed the threshold, with the value measured there. Changes `memory`; a few numbers per asset.
 */
export function drivingEvents(memory: MotionMemory, points: readonly MotionPoint[], thresholds: Thresholds): DrivingEvent[] {
  const events: DrivingEvent[] = [];
  const judge = (kind: HarshKind, value: number | null, point: MotionPoint) => {
    if (value === null) return;
    if (value >= thresholds[kind] && !memory.disarmed.has(kind)) {
      events.push({ kind, point, value, source: 'derived', durationMs: null });
      memory.disarmed.add(kind);
    } else if (value < thresholds[kind] * rearmShare) {
      memory.disarmed.delete(kind);
    }
  };
  for (const point of points) {
    const reported = deviceEvent(point);
    if (reported) {
      memory.deviceReports = true;
      events.push(reported);
    }
    if (!memory.deviceReports && memory.last) {
      const measured = accelerations(memory.last, point);
      if (measured) {
        judge('harshAcceleration', measured.longitudinal, point);
        judge('harshBraking', measured.longitudinal === null ? null : -measured.longitudinal, point);
        judge('harshCornering', measured.lateral, point);
      }
    }
    memory.last = point;
  }
  return events;
}
