const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/**
 * Delay before reconnection attempt `attempt` (0-based): doubling from 1 s up to 30 s, with up to
 * a fifth of random spread so that many consoles do not all come back at the same instant.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return Math.round(base * (1 - 0.2 * random()));
}
