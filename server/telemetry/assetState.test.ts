import { describe, expect, it } from 'vitest';
import { nextAssetPosition, type AssetPosition } from './assetState';

const parkedAt = (time: number): AssetPosition => ({
  latitude: 52.5,
  longitude: 13.4,
  speedKmh: 0,
  heading: null,
  address: 'Berlin, Germany',
  lastPositionAt: new Date(time),
  status: 'Parked',
});
const report = (time: number, speedKmh: number) => ({
  time: new Date(time),
  latitude: 52.6,
  longitude: 13.5,
  speedKmh,
  heading: 90,
  address: 'Pankow, Germany',
});

describe('asset status', () => {
  it('takes a newer position, with its status and address', () => {
    expect(nextAssetPosition(parkedAt(1000), report(2000, 40), 3)).toEqual({
      latitude: 52.6,
      longitude: 13.5,
      speedKmh: 40,
      heading: 90,
      address: 'Pankow, Germany',
      lastPositionAt: new Date(2000),
      status: 'Moving',
    });
  });

  it('keeps its position when an older one arrives', () => {
    expect(nextAssetPosition(parkedAt(3000), report(2000, 40), 3)).toBeNull();
    expect(nextAssetPosition(parkedAt(3000), null, 3)).toBeNull();
  });

  it('comes back from OutOfNetwork with any message, even an old one, keeping its last position', () => {
    const silent = { ...parkedAt(3000), status: 'OutOfNetwork' as const };
    expect(nextAssetPosition(silent, report(2000, 40), 3)).toEqual({ ...silent, status: 'Parked' });
  });

  it('takes the first position of an asset never heard from', () => {
    const fresh: AssetPosition = {
      latitude: null,
      longitude: null,
      speedKmh: null,
      heading: null,
      address: null,
      lastPositionAt: null,
      status: 'OutOfNetwork',
    };
    expect(nextAssetPosition(fresh, report(2000, 0), 3)).toMatchObject({ status: 'Parked', latitude: 52.6 });
  });
});
