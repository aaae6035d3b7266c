import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seed/random';
import { analyseFuel, defaultFuelRules } from '../reports/fuel/fuelEvents';
import { fuelReadings } from '../reports/fuel/fuelReport';
import { SimulatedFuelTank } from './fuelTank';
import { LoopPath } from './loopPath';
import { loops } from './roads';
import { SimulatedVehicle } from './vehicle';

const midnight = Date.parse('2026-03-02T00:00:00Z');
const hourOf = (time: string) => new Date(time).getUTCHours();

describe('simulated fuel tank', () => {
  it("gives a day of the fuel-equipped vehicle at least one fill at a stop and the night's drain, as the fuel report finds them", () => {
    const random = seededRandom(1);
    const loop = loops.Berlin[0];
    const tankLitres = 80;
    const tank = new SimulatedFuelTank(tankLitres, random, midnight);
    const vehicle = new SimulatedVehicle(new LoopPath(loop.waypoints), loop.cruiseKmh, random, 0, tank);
    const positions = Array.from({ length: 8640 }, (_, index) => {
      const reading = vehicle.advance(10);
      return { ...reading, time: midnight + (index + 1) * 10_000 };
    });

    // The sensor is noisy: consecutive readings while parked differ, by a litre or two at most.
    const parked = positions.filter((position) => position.speedKmh === 0 && position.attributes.ignition === false);
    const steps = parked
      .slice(1, 200)
      .map((position, index) => Math.abs(Number(position.attributes.fuel) - Number(parked[index].attributes.fuel)));
    expect(Math.max(...steps)).toBeGreaterThan(0);

    const series = {
      time: positions.map((position) => position.time),
      latitude: positions.map((position) => position.latitude),
      longitude: positions.map((position) => position.longitude),
      speedKmh: positions.map((position) => position.speedKmh),
      ignition: positions.map((position) => position.attributes.ignition === true),
      attributes: { fuel: positions.map((position) => position.attributes.fuel) },
    };
    const readings = fuelReadings(series, [{ attribute: 'fuel', unit: 'percent' }], tankLitres);
    expect(readings.litres).toHaveLength(8640);
    const { events } = analyseFuel(readings, defaultFuelRules, { tankLitres, movingSpeedKmh: 5 });
    const fills = events.filter((event) => event.kind === 'fill');
    const drains = events.filter((event) => event.kind === 'drain');
    expect(fills.length).toBeGreaterThanOrEqual(1);
    for (const fill of fills) expect(fill.litres).toBeGreaterThan(20);
    expect(drains).toHaveLength(1);
    expect(drains[0].litres).toBeGreaterThanOrEqual(17);
    expect(drains[0].litres).toBeLessThanOrEqual(23);
    const drainHour = hourOf(new Date(drains[0].startTime).toISOString());
    expect(drainHour).toBeGreaterThanOrEqual(1);
    expect(drainHour).toBeLessThan(4);
  });
});
