import type { components } from '../../api/schema';
import { TRACKER_ATTRIBUTE_UNITS } from '../../reports/shared/attributeLabels';

type SensorState = components['schemas']['SensorState'];

/** The readings the card shows when the device sends them: ignition, then battery, then fuel. */
const CARD_ATTRIBUTES = ['ignition', 'batt', 'battery', 'fuelLevel', 'fuel'] as const;

export interface CardReading {
  key: (typeof CARD_ATTRIBUTES)[number];
  value: string | number | boolean;
  unit: string | null;
}

/** The card's readings among a device's latest values, one battery and one fuel at most (percentages first). */
export function cardReadings(states: readonly SensorState[]): CardReading[] {
  const byName = new Map(states.map((state) => [state.name, state.value]));
  const readings: CardReading[] = [];
  for (const key of CARD_ATTRIBUTES) {
    const value = byName.get(key);
    if (value === undefined) continue;
    if (key === 'battery' && readings.some((r) => r.key === 'batt')) continue;
    if (key === 'fuel' && readings.some((r) => r.key === 'fuelLevel')) continue;
    readings.push({ key, value, unit: TRACKER_ATTRIBUTE_UNITS[key] });
  }
  return readings;
}
