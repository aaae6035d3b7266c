import { bearingDegrees, haversineKm } from '../../src/domain/geometry';
import type { LatLng } from '../../src/domain/geometry';
import type { Waypoint } from './roads';

export interface PathPoint {
  latitude: number;
  longitude: number;
  /** Direction of travel, degrees clockwise from north. */
  heading: number;
}

/**
 * A loop run from where a vehicle stands (where its history, or its last run, left it): from there
 * onto the loop at its nearest junction, round it, and back. The simulated drive then continues
 * the recorded track instead of jumping across town to a random point of the loop.
 */
export function loopFrom(start: LatLng, waypoints: readonly Waypoint[]): Waypoint[] {
  let nearest = 0;
  waypoints.forEach(([latitude, longitude], index) => {
    const [bestLatitude, bestLongitude] = waypoints[nearest];
    if (haversineKm(start, { latitude, longitude }) < haversineKm(start, { latitude: bestLatitude, longitude: bestLongitude }))
      nearest = index;
  });
  return [[start.latitude, start.longitude], ...waypoints.slice(nearest), ...waypoints.slice(0, nearest)];
}

/** A closed loop measured once, to find the point at any distance along it. */
export class LoopPath {
  readonly lengthKm: number;
  private readonly starts: number[] = [];

  constructor(private readonly waypoints: Waypoint[]) {
    let total = 0;
    for (let index = 0; index < waypoints.length; index++) {
      this.starts.push(total);
      total += haversineKm(this.at(index), this.at((index + 1) % waypoints.length));
    }
    this.lengthKm = total;
  }

  private at(index: number) {
    const [latitude, longitude] = this.waypoints[index];
    return { latitude, longitude };
  }

  pointAt(distanceKm: number): PathPoint {
    const along = ((distanceKm % this.lengthKm) + this.lengthKm) % this.lengthKm;
    let index = this.starts.length - 1;
    while (this.starts[index] > along) index--;
    const from = this.at(index);
    const to = this.at((index + 1) % this.waypoints.length);
    const legKm = haversineKm(from, to);
    const fraction = legKm === 0 ? 0 : (along - this.starts[index]) / legKm;
    return {
      latitude: from.latitude + (to.latitude - from.latitude) * fraction,
      longitude: from.longitude + (to.longitude - from.longitude) * fraction,
      heading: Math.round(bearingDegrees(from, to)),
    };
  }
}
