import { describe, expect, it } from 'vitest';
import { FleetState, type FleetAsset } from '../fleet/fleetState';
import { STATUS_RGB } from '../fleet/status';
import type { LivePosition } from './liveConnection';
import { createLiveFleets } from './liveFleets';
import { buffersOf } from './liveProtocol';

const asset = (id: string): FleetAsset => ({ id, name: id, latitude: 52.5, longitude: 13.4, heading: 90, status: 'Parked' });

const position = (assetId: string, overrides: Partial<LivePosition> = {}): LivePosition => ({
  assetId,
  tenantId: 't',
  time: '2026-01-01T08:00:00Z',
  latitude: 48.8,
  longitude: 2.3,
  speedKmh: 30,
  heading: 180,
  status: 'Parked',
  address: null,
  ...overrides,
});

/** A worker's fleets with the page's fleets of these ids kept under keys 1, 2, ... */
function keeping(...fleets: string[][]) {
  const live = createLiveFleets();
  fleets.forEach((ids, i) => {
    const page = new FleetState();
    page.replace(ids.map(asset));
    live.track(i + 1, page.ids, page.copyArrays());
  });
  return live;
}

const lonLat = (positions: Float32Array, row: number) => [positions[row * 3], positions[row * 3 + 1]].map((v) => +v.toFixed(4));

describe('live fleets (in the worker)', () => {
  it('moves the asset in every fleet that shows it, each at its own row', () => {
    const live = keeping(['a', 'b'], ['b']);
    expect(live.apply([position('b')])).toBe(true);
    const updates = live.takeUpdates();
    expect(updates.map((u) => u.key)).toEqual([1, 2]);
    expect(lonLat(updates[0].update.moved.positions, 1)).toEqual([2.3, 48.8]);
    expect(lonLat(updates[0].update.moved.positions, 0)).toEqual([13.4, 52.5]);
    expect(lonLat(updates[1].update.moved.positions, 0)).toEqual([2.3, 48.8]);
    expect(updates[0].update.moved.angles[1]).toBe(-180);
  });

  it("hands over each moved asset's speed and time with its position, for the vehicle list", () => {
    const live = keeping(['a', 'b']);
    live.apply([position('b', { speedKmh: 37, time: '2026-01-01T08:00:01.250Z' })]);
    const [{ update }] = live.takeUpdates();
    expect(update.moved.speeds[1]).toBe(37);
    expect(update.moved.times[1]).toBe(Date.parse('2026-01-01T08:00:01.250Z'));
    expect(update.moved.speeds[0]).toBeNaN();
    const page = new FleetState();
    page.replace(['a', 'b'].map(asset));
    page.adopt(update);
    expect(page.lastReport('b')).toEqual({ speedKmh: 37, time: Date.parse('2026-01-01T08:00:01.250Z') });
  });

  it('has nothing to hand over for assets no fleet shows', () => {
    const live = keeping(['a']);
    expect(live.apply([position('stranger')])).toBe(false);
    expect(live.takeUpdates()).toEqual([]);
  });

  it('hands statuses over only when one changed, with the new counts', () => {
    const live = keeping(['a', 'b']);
    live.apply([position('a')]);
    expect(live.takeUpdates()[0].update.statuses).toBeUndefined();
    live.apply([position('a', { status: 'Moving' })]);
    const { statuses } = live.takeUpdates()[0].update;
    expect(statuses?.counts).toEqual({ Parked: 1, OutOfNetwork: 0, Moving: 1 });
    expect([...statuses!.colors.subarray(0, 3)]).toEqual(STATUS_RGB.Moving);
    expect(live.takeUpdates()).toEqual([]);
  });

  it('keeps its own rows when an update is transferred to the page', () => {
    const live = keeping(['a']);
    live.apply([position('a')]);
    const [{ update }] = live.takeUpdates();
    structuredClone(update, { transfer: buffersOf(update.moved) });
    expect(update.moved.positions.length).toBe(0);
    live.apply([position('a', { latitude: 50 })]);
    expect(lonLat(live.takeUpdates()[0].update.moved.positions, 0)).toEqual([2.3, 50]);
  });

  it('stops updating a fleet the page no longer shows', () => {
    const live = keeping(['a']);
    live.untrack(1);
    expect(live.apply([position('a')])).toBe(false);
    expect(live.takeUpdates()).toEqual([]);
  });
});
