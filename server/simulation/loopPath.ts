import { bearingDegrees, haversineKm } from '../../src/domain/geometry';
import type { Waypoint } from './roads';

export interface PathPoint {
  latitude: number;
  longitude: number;
  /** Direction of travel, degrees clockwise from north. */
  heading: number;
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
