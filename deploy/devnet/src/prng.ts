/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same devnet history. */
export type Prng = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A bigint in [0, max]. */
  bigint(max: bigint): bigint;
  pick<T>(items: readonly T[]): T;
};

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    bigint(max) {
      if (max <= 0n) return 0n;
      // 4 × 32 bits covers every amount the seed draws (balances stay far below 2^128).
      let value = 0n;
      for (let i = 0; i < 4; i++) value = (value << 32n) | BigInt(Math.floor(next() * 4294967296));
      return value % (max + 1n);
    },
    pick(items) {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
