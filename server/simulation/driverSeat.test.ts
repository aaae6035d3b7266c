import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seed/random';
import { LoopPath } from './loopPath';
import { loops } from './roads';
import { SimulatedVehicle, type VehicleReading } from './vehicle';
import { DriverSeat, unknownDemoKey } from './driverSeat';
import { styleOf, type DrivingStyleName } from './drivingStyle';

/** Six hours of a Berlin vehicle's readings every 5 s, dressed by a seat with these keys and style. */
function drive(keys: string[], style: DrivingStyleName): VehicleReading[] {
  const loop = loops.Berlin[0];
  const vehicle = new SimulatedVehicle(new LoopPath(loop.waypoints), loop.cruiseKmh, seededRandom(7));
  const seat = new DriverSeat(keys, style, seededRandom(11));
  return Array.from({ length: 6 * 720 }, () => seat.dress(vehicle.advance(5)));
}

/** Harsh events per 100 km, weighted as the default score weights them (docs/DRIVING.md). */
function penaltyPer100Km(readings: VehicleReading[]) {
  const weights: Record<string, number> = { harshAcceleration: 1, harshBraking: 1.5, harshCornering: 1 };
  const km = ((readings.at(-1)?.attributes.odometer as number) - (readings[0].attributes.odometer as number)) / 1000;
  const points = readings.reduce((sum, reading) => sum + (weights[reading.attributes.harshEvent as string] ?? 0), 0);
  return (points / km) * 100;
}

describe('the demo drivers: keys and styles', () => {
  it('gives calm and aggressive drivers among ordinary ones, whose trackers report harsh events to match', () => {
    expect([0, 1, 2, 3, 4].map(styleOf)).toEqual(['normal', 'calm', 'aggressive', 'normal', 'calm']);
    const [calm, normal, aggressive] = (['calm', 'normal', 'aggressive'] as const).map((style) => penaltyPer100Km(drive([], style)));
    // Scores of 100 minus these: a spread from the nineties down to about half.
    expect(calm).toBeLessThan(4);
    expect(normal).toBeGreaterThan(calm);
    expect(normal).toBeLessThan(15);
    expect(aggressive).toBeGreaterThan(35);
    const event = drive([], 'aggressive').find((reading) => reading.attributes.harshEvent)?.attributes;
    expect(event).toMatchObject({ harshValue: expect.any(Number), harshDurationMs: expect.any(Number) });
  });

  it('presents two keys in turn drive by drive on a shared vehicle, and now and then a key nobody carries', () => {
    const readings = drive(['DA000002', 'DA00002A'], 'normal');
    // The key of each drive (ignition on), in order.
    const perDrive: string[] = [];
    let driving = false;
    for (const { attributes } of readings) {
      if (attributes.ignition === true && !driving) perDrive.push(attributes.driverUniqueId as string);
      driving = attributes.ignition === true;
      if (driving) expect(attributes.driverUniqueId).toBe(perDrive.at(-1));
      else expect(attributes.driverUniqueId).toBeUndefined();
    }
    expect(perDrive.length).toBeGreaterThanOrEqual(6);
    expect(perDrive.slice(0, 6)).toEqual(['DA000002', 'DA00002A', 'DA000002', 'DA00002A', unknownDemoKey, 'DA00002A']);
  });

  it('sends no key from a vehicle without a reader', () => {
    expect(drive([], 'calm').some((reading) => 'driverUniqueId' in reading.attributes)).toBe(false);
    const single = drive(['DA000005'], 'calm').filter((reading) => reading.attributes.driverUniqueId);
    expect(new Set(single.map((reading) => reading.attributes.driverUniqueId))).toEqual(new Set(['DA000005']));
  });
});
