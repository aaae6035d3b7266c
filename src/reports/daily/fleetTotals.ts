import type { DailySummary } from '../shared/reportTypes';

const sumOrNull = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? known.reduce((sum, value) => sum + value, 0) : null;
};

/**
 * The fleet's day: the assets' days of the same date added up. Speeds are the fleet's top speed
 * and its distance over its driving time; odometers belong to one vehicle each and are left out.
 */
export function fleetDays(assetsDays: readonly (readonly DailySummary[])[]): DailySummary[] {
  const byDay = new Map<string, DailySummary[]>();
  for (const day of assetsDays.flat()) byDay.set(day.day, [...(byDay.get(day.day) ?? []), day]);
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, days]) => {
      const distanceKm = days.reduce((sum, d) => sum + d.distanceKm, 0);
      const drivingSeconds = days.reduce((sum, d) => sum + d.drivingSeconds, 0);
      return {
        day,
        distanceKm: Math.round(distanceKm * 1000) / 1000,
        drivingSeconds,
        idleSeconds: days.reduce((sum, d) => sum + d.idleSeconds, 0),
        maxSpeedKmh: Math.max(...days.map((d) => d.maxSpeedKmh)),
        averageSpeedKmh: drivingSeconds ? Math.round((distanceKm / (drivingSeconds / 3600)) * 10) / 10 : 0,
        startOdometerKm: null,
        endOdometerKm: null,
        fuelUsedLiters: sumOrNull(days.map((d) => d.fuelUsedLiters)),
      };
    });
}
