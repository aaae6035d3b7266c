import { describe, expect, it } from 'vitest';
import type { DailySummary } from '../shared/reportTypes';
import { fleetDays } from './fleetTotals';

const day = (date: string, fields: Partial<DailySummary>): DailySummary => ({
  day: date,
  distanceKm: 0,
  drivingSeconds: 0,
  idleSeconds: 0,
  maxSpeedKmh: 0,
  averageSpeedKmh: 0,
  startOdometerKm: 100,
  endOdometerKm: 200,
  fuelUsedLiters: null,
  ...fields,
});

describe('fleetDays', () => {
  it('adds up the assets’ days of each date, speeds over the fleet’s driving time', () => {
    const van = [day('2026-03-02', { distanceKm: 30, drivingSeconds: 3600, idleSeconds: 60, maxSpeedKmh: 80, fuelUsedLiters: 2.5 })];
    // 10 km in half an hour: the fleet's 40 km took 1.5 h, 26.7 km/h on average.
    const truck = [
      day('2026-03-02', { distanceKm: 10, drivingSeconds: 1800, idleSeconds: 600, maxSpeedKmh: 60 }),
      day('2026-03-01', { distanceKm: 5, drivingSeconds: 600, maxSpeedKmh: 50 }),
    ];
    expect(fleetDays([van, truck])).toEqual([
      day('2026-03-01', {
        distanceKm: 5,
        drivingSeconds: 600,
        maxSpeedKmh: 50,
        averageSpeedKmh: 30,
        startOdometerKm: null,
        endOdometerKm: null,
      }),
      day('2026-03-02', {
        distanceKm: 40,
        drivingSeconds: 5400,
        idleSeconds: 660,
        maxSpeedKmh: 80,
        averageSpeedKmh: 26.7,
        fuelUsedLiters: 2.5,
        startOdometerKm: null,
        endOdometerKm: null,
      }),
    ]);
  });
});
