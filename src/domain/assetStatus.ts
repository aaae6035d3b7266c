import type { components } from '../api/schema';

export type AssetStatus = components['schemas']['AssetStatus'];

/** Above this speed an asset is Moving (MOVING_SPEED_KMH on the server; the console's replay uses it as is). */
export const defaultMovingSpeedKmh = 3;

/** Moving above the threshold, Parked at or below it. */
export const motionStatus = (speedKmh: number, movingSpeedKmh = defaultMovingSpeedKmh): AssetStatus =>
  speedKmh > movingSpeedKmh ? 'Moving' : 'Parked';
