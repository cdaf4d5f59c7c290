/** Seeded pseudo-random numbers: the same seed always gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, handy to derive a seed from a name. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A small convenience wrapper around mulberry32. */
export class Rng {
  private readonly next: () => number;
  constructor(readonly seed: number) {
    this.next = mulberry32(seed);
  }
  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }
  /** Uniform in [a, b). */
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  /** Integer in [a, b] inclusive. */
  int(a: number, b: number): number {
    return a + Math.floor((b - a + 1) * this.next());
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** v ± amount. */
  jitter(v: number, amount: number): number {
    return v + (this.next() * 2 - 1) * amount;
  }
  /** An independent generator derived from this one's seed and a salt. */
  fork(salt: string | number): Rng {
    return new Rng(hashString(`${this.seed}:${salt}`));
  }
}

/**
 * Smooth 1-D value noise in [-1, 1], made of a few octaves. Used for ridgelines,
 * shorelines and any organic profile.
 */
export function noise1d(seed: number, octaves = 3): (x: number) => number {
  const rng = new Rng(seed);
  const lattice = Array.from({ length: 256 }, () => rng.float() * 2 - 1);
  const at = (i: number) => lattice[((i % 256) + 256) % 256] ?? 0;
  const smooth = (x: number) => {
    const i = Math.floor(x);
    const f = x - i;
    const t = f * f * (3 - 2 * f);
    return at(i) * (1 - t) + at(i + 1) * t;
  };
  return (x: number) => {
    let sum = 0;
    let amp = 1;
    let norm = 0;
    let freq = 1;
    for (let o = 0; o < octaves; o++) {
      sum += smooth(x * freq + o * 37.1) * amp;
      norm += amp;
      amp *= 0.5;
      freq *= 2.03;
    }
    return sum / norm;
  };
}
