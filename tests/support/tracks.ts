import { seededRandom } from '../../server/seed/random';
import type { Queryable } from '../../server/db/engine';
import { insertPositions } from '../../server/telemetry/ingest/writePositions';
import type { AttributeValue } from '../../server/telemetry/ingest/positionReport';
import type { TrackPoint } from '../../server/telemetry/trips/segment';

/** Kilometres per degree of a great circle on the sphere haversine uses (radius 6371.0088 km). */
const earthKmPerDegree = (6371.0088 * Math.PI) / 180;

/**
 * Records a device's reports the way a tracker sends them: a fix every few seconds, speed in
 * km/h, GPS jitter while standing. Drives run along meridians and parallels, whose true length
 * is known, so tests can check a derived distance against the road actually driven.
 */
export class TrackRecorder {
  readonly points: TrackPoint[] = [];
  /** Kilometres actually driven, jitter excluded. */
  drivenKm = 0;
  private readonly random = seededRandom(7);

  constructor(
    public time: number,
    public latitude: number,
    public longitude: number,
  ) {}

  /** Reports at rest every `everySeconds`, scattered by up to `jitterMetres`, with a crawl speed below any threshold. */
  park(minutes: number, { everySeconds = 10, jitterMetres = 8 } = {}) {
    for (let elapsed = everySeconds; elapsed <= minutes * 60; elapsed += everySeconds) {
      this.time += everySeconds * 1000;
      const offset = () => ((this.random.next() - 0.5) * 2 * jitterMetres) / 1000 / earthKmPerDegree;
      this.report(this.latitude + offset(), this.longitude + offset(), this.random.next() * 2);
    }
    return this;
  }

  /** Drives `km` due north (heading 0), east (90), south (180) or west (270) at a steady speed. */
  drive(heading: 0 | 90 | 180 | 270, km: number, speedKmh: number, { everySeconds = 10, silent = false } = {}) {
    const steps = Math.round((km * 3600) / (speedKmh * everySeconds));
    const stepDegrees = (speedKmh * everySeconds) / 3600 / earthKmPerDegree;
    const cosLatitude = Math.cos((this.latitude * Math.PI) / 180);
    for (let step = 1; step <= steps; step++) {
      this.time += everySeconds * 1000;
      if (heading === 0 || heading === 180) this.latitude += heading === 0 ? stepDegrees : -stepDegrees;
      else this.longitude += (heading === 90 ? stepDegrees : -stepDegrees) / cosLatitude;
      if (!silent) this.report(this.latitude, this.longitude, speedKmh);
    }
    this.drivenKm += (steps * speedKmh * everySeconds) / 3600;
    return this;
  }

  /** One report far from where the asset stands, with a speed above the threshold: a GPS glitch. */
  glitch(metres: number, speedKmh: number) {
    this.time += 10_000;
    this.report(this.latitude + metres / 1000 / earthKmPerDegree, this.longitude, speedKmh);
    return this;
  }

  /** Time passes without any report (device off, no coverage). */
  pause(minutes: number) {
    this.time += minutes * 60_000;
    return this;
  }

  private report(latitude: number, longitude: number, speedKmh: number) {
    this.points.push({ time: this.time, latitude, longitude, speedKmh });
  }
}

export interface TrackOwner {
  assetId: string;
  tenantId: string;
}

/** Stores recorded points as the asset's positions, the way ingestion does; `attributes` gives each its readings. */
export async function storeTrack(
  db: Queryable,
  owner: TrackOwner,
  points: TrackPoint[],
  attributes: (point: TrackPoint, index: number) => Record<string, AttributeValue> = () => ({}),
): Promise<void> {
  const rows = points.map((point, index) => ({
    ...owner,
    report: {
      deviceId: 'recorded',
      time: new Date(point.time),
      latitude: point.latitude,
      longitude: point.longitude,
      speedKmh: point.speedKmh,
      heading: null,
      altitude: null,
      accuracy: null,
      attributes: attributes(point, index),
    },
  }));
  await insertPositions(db, rows);
}
