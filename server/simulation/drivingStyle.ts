import type { Random } from '../seed/random';

/**
 * How a simulated driver drives: the harsh events their vehicle's tracker reports per km driven
 * (as a Teltonika reports green driving: the kind, its peak in m/s² and how long it lasted), so
 * that the demo's driving scores spread from calm to aggressive. Rates give about 99, 93 and 40
 * points (docs/DRIVING.md: 100 minus penalty points per 100 km).
 */
export const drivingStyles = {
  calm: { harshPerKm: 0.01 },
  normal: { harshPerKm: 0.06 },
  aggressive: { harshPerKm: 0.5 },
} as const;

export type DrivingStyleName = keyof typeof drivingStyles;

/** The demo's styles by vehicle, in turn: calm and aggressive drivers among ordinary ones. */
const styleTurns: readonly DrivingStyleName[] = ['normal', 'calm', 'aggressive', 'normal', 'calm'];
export const styleOf = (index: number): DrivingStyleName => styleTurns[index % styleTurns.length];

const kinds = ['harshAcceleration', 'harshBraking', 'harshCornering'] as const;
/** Car thresholds (docs/DRIVING.md): a reported event is above its kind's. */
const thresholds = { harshAcceleration: 2.5, harshBraking: 2.7, harshCornering: 3.4 };

/** The harsh event, if any, of `km` driven in this style: its attributes as the tracker sends them. */
export function harshEventOf(style: DrivingStyleName, km: number, random: Random): Record<string, number | string> | null {
  if (km <= 0 || random.next() >= 1 - Math.exp(-drivingStyles[style].harshPerKm * km)) return null;
  const kind = random.pick(kinds);
  return {
    harshEvent: kind,
    harshValue: Math.round(thresholds[kind] * (1.05 + random.next() * 0.5) * 100) / 100,
    harshDurationMs: random.int(300, 1500),
  };
}
