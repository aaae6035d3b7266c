import { describe, expect, it } from 'vitest';
import { cardReadings } from './cardReadings';

const at = '2026-01-10T12:00:00.000Z';
const state = (name: string, value: string | number | boolean) => ({ name, value, updatedAt: at });

describe('cardReadings', () => {
  it('keeps ignition, one battery and one fuel, percentages first, with their units', () => {
    const readings = cardReadings([
      state('odometer', 1200),
      state('fuel', 40),
      state('battery', 12.6),
      state('ignition', true),
      state('batt', 80),
      state('fuelLevel', 55),
    ]);
    expect(readings).toEqual([
      { key: 'ignition', value: true, unit: null },
      { key: 'batt', value: 80, unit: '%' },
      { key: 'fuelLevel', value: 55, unit: '%' },
    ]);
  });

  it('falls back to volts and litres, and shows nothing the device does not send', () => {
    expect(cardReadings([state('battery', 12.6), state('fuel', 40)]).map((r) => `${r.value} ${r.unit}`)).toEqual(['12.6 V', '40 l']);
    expect(cardReadings([state('gsmSignal', 3)])).toEqual([]);
  });
});
