/** A small seeded PRNG (mulberry32), so demo data is the same on every seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
export const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * 86_400_000);
