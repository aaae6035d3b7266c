import { describe, expect, it, vi } from 'vitest';
import { FleetState, type FleetAsset } from './fleetState';
import { STATUS_RGB } from './status';

const asset = (id: string, overrides: Partial<FleetAsset> = {}): FleetAsset => ({
  id,
  name: `Truck ${id}`,
  latitude: 52.5,
  longitude: 13.4,
  heading: 90,
  status: 'Parked',
  ...overrides,
});

const fleet = (...assets: FleetAsset[]) => {
  const state = new FleetState();
  state.replace(assets);
  return state;
};

describe('FleetState', () => {
  it('lays every asset out in typed arrays by index', () => {
    const state = fleet(asset('a'), asset('b', { latitude: 48.8, longitude: 2.3, heading: null, status: 'Moving' }));
    expect(state.length).toBe(2);
    expect(state.indexOf('b')).toBe(1);
    expect([...state.positions.subarray(3, 5)].map((v) => +v.toFixed(1))).toEqual([2.3, 48.8]);
    expect(state.angles[0]).toBe(-90);
    expect([...state.headingShown]).toEqual([1, 0]);
    expect([...state.colors.subarray(4, 8)]).toEqual([...STATUS_RGB.Moving, 255]);
  });

  it('keeps assets that never reported off the map', () => {
    const state = fleet(asset('a', { latitude: null, longitude: null }));
    expect(Number.isNaN(state.positions[0])).toBe(true);
  });

  it('moves known assets in place and notifies once per batch', () => {
    const state = fleet(asset('a'), asset('b'));
    const listener = vi.fn();
    state.subscribe(listener);
    const layout = state.layout;
    state.move([
      { assetId: 'a', latitude: 52.6, longitude: 13.5, heading: 180, status: 'Parked' },
      { assetId: 'b', latitude: 52.7, longitude: 13.6, heading: 0, status: 'Parked' },
      { assetId: 'unknown', latitude: 0, longitude: 0, heading: 0, status: 'Parked' },
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(state.positions[1]).toBeCloseTo(52.6, 5);
    expect(state.angles[0]).toBe(-180);
    expect(state.layout).toBe(layout);
  });

  it('counts by status and keeps the same counts object until a status changes', () => {
    const state = fleet(asset('a'), asset('b'), asset('c', { status: 'OutOfNetwork' }));
    const before = state.statusCounts();
    expect(before).toEqual({ Parked: 2, OutOfNetwork: 1, Moving: 0 });
    state.move([{ assetId: 'a', latitude: 52.6, longitude: 13.5, heading: 0, status: 'Parked' }]);
    expect(state.statusCounts()).toBe(before);
    state.move([{ assetId: 'a', latitude: 52.6, longitude: 13.5, heading: 0, status: 'Moving' }]);
    expect(state.statusCounts()).toEqual({ Parked: 1, OutOfNetwork: 1, Moving: 1 });
    expect([...state.colors.subarray(0, 3)]).toEqual(STATUS_RGB.Moving);
  });

  it('does not notify for a batch of unknown assets only', () => {
    const state = fleet(asset('a'));
    const listener = vi.fn();
    state.subscribe(listener);
    state.move([{ assetId: 'x', latitude: 0, longitude: 0, heading: 0, status: 'Moving' }]);
    expect(listener).not.toHaveBeenCalled();
  });

  it('copies its rows for another thread, which finds each asset by id in them', () => {
    const page = fleet(asset('a'), asset('b', { latitude: 48.8, longitude: 2.3 }));
    const worker = new FleetState();
    worker.load(page.ids, page.copyArrays());
    worker.move([{ assetId: 'b', latitude: 48.9, longitude: 2.4, heading: 0, status: 'Moving' }]);
    expect(worker.positions[4]).toBeCloseTo(48.9, 5);
    expect(worker.statusCounts()).toEqual({ Parked: 1, OutOfNetwork: 0, Moving: 1 });
    expect(page.positions[4]).toBeCloseTo(48.8, 5);
  });

  it('adopts new values of its rows, keeping the counts unless statuses came with them', () => {
    const state = fleet(asset('a'));
    const listener = vi.fn();
    state.subscribe(listener);
    const counts = state.statusCounts();
    const moved = {
      positions: new Float32Array([2.3, 48.8, 0]),
      angles: new Float32Array([-45]),
      headingShown: new Float32Array([1]),
      speeds: new Float32Array([12]),
      times: new Float64Array([Date.now()]),
    };
    state.adopt({ moved });
    expect(state.positions).toBe(moved.positions);
    expect(state.statusCounts()).toBe(counts);
    const colors = new Uint8ClampedArray([...STATUS_RGB.Moving, 255]);
    state.adopt({ moved, statuses: { statusCodes: new Float32Array([2]), colors, counts: { Parked: 0, OutOfNetwork: 0, Moving: 1 } } });
    expect(state.colors).toBe(colors);
    expect(state.statusCounts()).toEqual({ Parked: 0, OutOfNetwork: 0, Moving: 1 });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(state.names).toEqual(['Truck a']);
  });
});
