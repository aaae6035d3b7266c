import { describe, expect, it } from 'vitest';
import { greenDrivingValue, inModelUnit } from './greenDriving';

describe("Teltonika green driving's value (IO 254) in the device model's unit", () => {
  it('reads the byte as g x 100 by default and as m/s² x 10 when the model says so', () => {
    expect(greenDrivingValue(35)).toBe(3.43);
    expect(greenDrivingValue(35, 'g100')).toBe(3.43);
    expect(greenDrivingValue(35, 'ms2x10')).toBe(3.5);
    expect(greenDrivingValue(255, 'ms2x10')).toBe(25.5);
  });

  it('reads the raw io254 again for another unit, and leaves everything else as it came', () => {
    const decoded = { io253: 1, io254: 27, harshEvent: 'harshBraking', harshValue: 2.65, harshDurationMs: 400 };
    expect(inModelUnit(decoded, 'ms2x10')).toEqual({ ...decoded, harshValue: 2.7 });
    expect(inModelUnit(decoded, 'g100')).toBe(decoded);
    // No green-driving value (or a client's own io254 without one): nothing to read.
    const plain = { io254: 27, ignition: true };
    expect(inModelUnit(plain, 'ms2x10')).toBe(plain);
  });
});
