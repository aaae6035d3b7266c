import type { FuelEvent, FuelLevel } from '../shared/reportTypes';

/**
 * Where the chart marks fills and drains: one series per kind, aligned with the levels, holding the
 * level at the reading nearest each event's start and nothing elsewhere.
 */
export function eventMarkers(levels: readonly FuelLevel[], events: readonly FuelEvent[]): Record<FuelEvent['kind'], (number | null)[]> {
  const markers = { fill: levels.map((): number | null => null), drain: levels.map((): number | null => null) };
  const times = levels.map((level) => Date.parse(level.time));
  for (const event of events) {
    const at = Date.parse(event.startTime);
    let nearest = -1;
    times.forEach((time, index) => {
      if (nearest < 0 || Math.abs(time - at) < Math.abs(times[nearest] - at)) nearest = index;
    });
    if (nearest >= 0) markers[event.kind][nearest] = levels[nearest].litres;
  }
  return markers;
}
