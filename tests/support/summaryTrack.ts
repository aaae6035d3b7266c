import type { SummaryPoint } from '../../server/reports/dailySummary';

/**
 * Two days of one vehicle, 0.01° of latitude (1.11195 km) per driven step, with the figures
 * worked out by hand in server/reports/dailySummary.test.ts and tests/api/fleetReports.test.ts.
 */
export const summaryTrack = (day0 = Date.UTC(2026, 2, 2)): SummaryPoint[] => {
  const at = (hours: number, minutes: number) => day0 + (hours * 60 + minutes) * 60_000;
  const p = (time: number, latitude: number, speedKmh: number, extra: Partial<SummaryPoint> = {}): SummaryPoint => ({
    time,
    latitude,
    longitude: 2,
    speedKmh,
    ...extra,
  });
  return [
    p(at(8, 0), 48.0, 0, { ignition: true, odometerKm: 1000, fuelLiters: 50 }),
    p(at(8, 2), 48.0, 0, { ignition: true }),
    p(at(8, 4), 48.0, 40, { ignition: true }),
    p(at(8, 6), 48.01, 60, { ignition: true }),
    p(at(8, 8), 48.02, 20, { ignition: true, odometerKm: 1002.2, fuelLiters: 49.5 }),
    p(at(8, 30), 48.02, 0, { ignition: false }),
    p(at(23, 59), 48.02, 0, { ignition: true, fuelLiters: 49 }),
    p(at(24, 1), 48.02, 0, { ignition: true, odometerKm: 1002.2, fuelLiters: 60 }),
    p(at(24, 3), 48.03, 30, { ignition: true, fuelLiters: 59.5 }),
    p(at(24, 5), 48.03, 0, { ignition: false }),
  ];
};

/** The summary of `summaryTrack` in UTC with MOVING_SPEED_KMH 3 and TRIP_STOP_MINUTES 5. */
export const summaryTrackDays = [
  // Driving 08:04–08:08; idle 08:00–08:04 and 23:59–00:01 (that interval began on the 2nd);
  // 08:08–08:30 is a 22-minute silence. Fuel 50 → 49.5 → 49.
  {
    day: '2026-03-02',
    distanceKm: 2.224,
    drivingSeconds: 240,
    idleSeconds: 360,
    maxSpeedKmh: 60,
    averageSpeedKmh: 33.4,
    startOdometerKm: 1000,
    endOdometerKm: 1002.2,
    fuelUsedLiters: 1,
  },
  // Idle 00:01–00:03, driving 00:03–00:05; the refuel to 60 l gives nothing back.
  {
    day: '2026-03-03',
    distanceKm: 1.112,
    drivingSeconds: 120,
    idleSeconds: 120,
    maxSpeedKmh: 30,
    averageSpeedKmh: 33.4,
    startOdometerKm: 1002.2,
    endOdometerKm: 1002.2,
    fuelUsedLiters: 0.5,
  },
];
