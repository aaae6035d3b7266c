import { describe, expect, it } from 'vitest';
import { motionStatus } from './assetStatus';

describe('motionStatus', () => {
  it('calls an asset Moving only above the threshold', () => {
    expect(motionStatus(3.1, 3)).toBe('Moving');
    expect(motionStatus(3, 3)).toBe('Parked');
    expect(motionStatus(0, 3)).toBe('Parked');
  });

  it('uses 3 km/h, the server default, when no threshold is given', () => {
    expect(motionStatus(2.9)).toBe('Parked');
    expect(motionStatus(3.5)).toBe('Moving');
  });
});
