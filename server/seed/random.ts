/** A seeded pseudo-random source (mulberry32), so the demo fleet is the same on every start. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chars = (alphabet: string, length: number) => Array.from({ length }, () => pick([...alphabet])).join('');
  return { next, int, pick, chars, chance: (probability: number) => next() < probability };
}

export type Random = ReturnType<typeof seededRandom>;

export const digits = '0123456789';
export const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
