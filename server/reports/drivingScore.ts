import type { Schema } from '../contract';

export type EventCounts = Schema<'DrivingEventCounts'>;

/**
 * Penalty points per event (docs/DRIVING.md): braking weighs most of the harsh events, as the one
 * closest to a collision; a speeding episode more than any, idling least.
 */
export const defaultWeights: Readonly<EventCounts> = { harshAcceleration: 1, harshBraking: 1.5, harshCornering: 1, speeding: 2, idle: 0.5 };

/** A tenant's weights: the defaults, with those it changed (as stored) laid over them. */
export const tenantWeights = (changed: Partial<EventCounts> | null): EventCounts => ({ ...defaultWeights, ...changed });

/** Under this distance a period tells too little of a driver to score. */
export const minScoredKm = 20;

export const noEvents = (): EventCounts => ({ harshAcceleration: 0, harshBraking: 0, harshCornering: 0, speeding: 0, idle: 0 });

export const penaltyPoints = (events: EventCounts, weights: Readonly<EventCounts> = defaultWeights) =>
  (Object.keys(weights) as (keyof EventCounts)[]).reduce((sum, kind) => sum + weights[kind] * events[kind], 0);

/** score = max(0, 100 − penalty points per 100 km), to one decimal; null under 20 km. */
export function drivingScore(distanceKm: number, events: EventCounts, weights: Readonly<EventCounts> = defaultWeights): number | null {
  if (distanceKm < minScoredKm) return null;
  return Math.round(Math.max(0, 100 - (penaltyPoints(events, weights) / distanceKm) * 100) * 10) / 10;
}
