import { STATUSES, STATUS_RGB, statusCode, type AssetStatus } from './status';

export interface FleetAsset {
  id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  heading: number | null;
  status: AssetStatus;
  /** Speed and time of the last position, when known: the vehicle list reads them with the status. */
  speedKmh?: number | null;
  lastPositionAt?: string | null;
}

export interface FleetMove {
  assetId: string;
  latitude: number;
  longitude: number;
  heading: number | null;
  status: AssetStatus;
  /** A live position's speed and device time (replays leave them out). */
  speedKmh?: number;
  time?: string;
}

export type StatusCounts = Readonly<Record<AssetStatus, number>>;

/** A fleet's rows as typed arrays, the form in which they cross between the live worker and the page. */
export interface FleetArrays {
  positions: Float32Array;
  angles: Float32Array;
  headingShown: Float32Array;
  statusCodes: Float32Array;
  colors: Uint8ClampedArray;
  /** km/h of the last position; NaN when unknown. */
  speeds: Float32Array;
  /** Epoch milliseconds of the last position; NaN when unknown. */
  times: Float64Array;
}

/** New values for the same rows: positions (with speeds and times) always, statuses only when one changed. */
export interface FleetUpdate {
  moved: Pick<FleetArrays, 'positions' | 'angles' | 'headingShown' | 'speeds' | 'times'>;
  statuses?: Pick<FleetArrays, 'statusCodes' | 'colors'> & { counts: StatusCounts };
}

const emptyCounts = (): Record<AssetStatus, number> => ({ Parked: 0, OutOfNetwork: 0, Moving: 0 });

/**
 * Every asset of a fleet in typed arrays, the shape the GPU takes as is: a position update writes
 * a few numbers in place instead of rebuilding objects, and the map uploads whole arrays at once.
 * Index i of every array is asset ids[i]; that mapping changes only on replace or load (layout
 * bumps). A live fleet is moved by the live worker, which holds a copy of its rows (adopt).
 */
export class FleetState {
  length = 0;
  /** Bumps when an asset is added or removed (indices change). */
  layout = 0;
  /** Bumps when a position or heading changes. */
  moves = 0;
  /** Bumps when a status changes. */
  statusChanges = 0;
  ids: string[] = [];
  names: string[] = [];
  /** lon, lat, 0 per asset; NaN for an asset that has never reported. */
  positions = new Float32Array(0);
  /** deck.gl angles: degrees counter-clockwise, i.e. minus the heading. */
  angles = new Float32Array(0);
  /** 1 where the heading is known (its arrow is drawn), else 0. */
  headingShown = new Float32Array(0);
  /** Status codes (index in STATUSES) for filtering on the GPU. */
  statusCodes = new Float32Array(0);
  /** RGBA per asset, by status. */
  colors = new Uint8ClampedArray(0);
  /** km/h per asset at its last position; NaN when unknown. */
  speeds = new Float32Array(0);
  /** Epoch ms of each asset's last position; NaN when unknown (Float64: a Float32 loses minutes). */
  times = new Float64Array(0);

  private readonly indexById = new Map<string, number>();
  private counts: StatusCounts = emptyCounts();
  private readonly listeners = new Set<() => void>();

  replace(assets: readonly FleetAsset[]): void {
    const n = assets.length;
    this.length = n;
    this.ids = assets.map((a) => a.id);
    this.names = assets.map((a) => a.name);
    this.positions = new Float32Array(n * 3);
    this.angles = new Float32Array(n);
    this.headingShown = new Float32Array(n);
    this.statusCodes = new Float32Array(n);
    this.colors = new Uint8ClampedArray(n * 4);
    this.speeds = new Float32Array(n);
    this.times = new Float64Array(n);
    this.indexById.clear();
    assets.forEach((asset, i) => {
      this.indexById.set(asset.id, i);
      this.writePosition(i, asset.longitude ?? NaN, asset.latitude ?? NaN, asset.heading);
      this.writeReport(i, asset.speedKmh, asset.lastPositionAt);
      this.writeStatus(i, asset.status);
    });
    this.counts = this.countStatuses();
    this.layout++;
    this.moves++;
    this.statusChanges++;
    this.notify();
  }

  /** Takes the rows of another FleetState (ids and arrays, not names), as the live worker does. */
  load(ids: string[], arrays: FleetArrays): void {
    this.length = ids.length;
    this.ids = ids;
    this.names = [];
    Object.assign(this, arrays);
    this.indexById.clear();
    ids.forEach((id, i) => this.indexById.set(id, i));
    this.counts = this.countStatuses();
    this.layout++;
    this.moves++;
    this.statusChanges++;
  }

  /** Copies of the arrays, to hand to another thread without giving these away. */
  copyArrays(): FleetArrays {
    const { positions, angles, headingShown, statusCodes, colors, speeds, times } = this;
    return {
      positions: positions.slice(),
      angles: angles.slice(),
      headingShown: headingShown.slice(),
      statusCodes: statusCodes.slice(),
      colors: colors.slice(),
      speeds: speeds.slice(),
      times: times.slice(),
    };
  }

  /** Takes new values of the same rows (from the live worker) in place of the current ones and notifies. */
  adopt({ moved, statuses }: FleetUpdate): void {
    Object.assign(this, moved);
    this.moves++;
    if (statuses) {
      const { counts, ...arrays } = statuses;
      Object.assign(this, arrays);
      this.counts = counts;
      this.statusChanges++;
    }
    this.notify();
  }

  /** Applies the moves of known assets (others are ignored) and notifies once. */
  move(batch: readonly FleetMove[]): void {
    let moved = false;
    let counts: Record<AssetStatus, number> | null = null;
    for (const change of batch) {
      const i = this.indexById.get(change.assetId);
      if (i === undefined) continue;
      this.writePosition(i, change.longitude, change.latitude, change.heading);
      if (change.time !== undefined) this.writeReport(i, change.speedKmh, change.time);
      moved = true;
      const previous = STATUSES[this.statusCodes[i]];
      if (previous === change.status) continue;
      counts ??= { ...this.counts };
      counts[previous]--;
      counts[change.status]++;
      this.writeStatus(i, change.status);
    }
    if (!moved) return;
    this.moves++;
    if (counts) {
      this.statusChanges++;
      this.counts = counts;
    }
    this.notify();
  }

  indexOf(assetId: string): number | undefined {
    return this.indexById.get(assetId);
  }

  /** Speed (km/h) and time of an asset's last position as the live stream left them; undefined for an asset not held. */
  lastReport(assetId: string): { speedKmh: number | null; time: number | null } | undefined {
    const i = this.indexById.get(assetId);
    if (i === undefined) return undefined;
    const [speed, time] = [this.speeds[i], this.times[i]];
    return { speedKmh: Number.isNaN(speed) ? null : speed, time: Number.isNaN(time) ? null : time };
  }

  /** Counts by status; the same object until a status changes (a stable snapshot for React). */
  statusCounts = (): StatusCounts => this.counts;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private writePosition(i: number, longitude: number, latitude: number, heading: number | null) {
    this.positions[i * 3] = longitude;
    this.positions[i * 3 + 1] = latitude;
    this.angles[i] = heading === null ? 0 : -heading;
    this.headingShown[i] = heading === null ? 0 : 1;
  }

  private writeReport(i: number, speedKmh: number | null | undefined, time: string | null | undefined) {
    this.speeds[i] = speedKmh ?? NaN;
    this.times[i] = time ? Date.parse(time) : NaN;
  }

  private writeStatus(i: number, status: AssetStatus) {
    const [r, g, b] = STATUS_RGB[status];
    this.statusCodes[i] = statusCode(status);
    this.colors[i * 4] = r;
    this.colors[i * 4 + 1] = g;
    this.colors[i * 4 + 2] = b;
    this.colors[i * 4 + 3] = 255;
  }

  private countStatuses(): StatusCounts {
    const counts = emptyCounts();
    for (let i = 0; i < this.length; i++) counts[STATUSES[this.statusCodes[i]]]++;
    return counts;
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }
}
