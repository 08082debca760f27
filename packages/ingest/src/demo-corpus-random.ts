// Seeded random numbers, Zipf ranks, weighted choice and the day arithmetic of the synthetic demo corpus.

// ---------------------------------------------------------------------------------------------------------------
// Random numbers: sfc32 seeded through a splitmix32-style finaliser (as the engine bench generator does).

export function mix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  constructor(...seeds: number[]) {
    let h = 0x6a09e667;
    for (const s of seeds) h = mix32(h ^ mix32(s >>> 0));
    this.a = mix32(h ^ 0x243f6a88);
    this.b = mix32(h ^ 0x85a308d3);
    this.c = mix32(h ^ 0x13198a2e);
    for (let i = 0; i < 12; i++) this.next();
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Up to `n` distinct items of `list`, in list order of drawing. */
  sample<T>(list: readonly T[], n: number): T[] {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]!);
    return out;
  }
}

/** Draws ranks 0..n-1 with Zipf weights 1 / (rank + 1)^s. */
export class Zipf {
  private readonly cumulative: Float64Array;

  constructor(n: number, s: number) {
    this.cumulative = new Float64Array(n);
    let sum = 0;
    for (let i = 0; i < n; i++) {
      sum += 1 / (i + 1) ** s;
      this.cumulative[i] = sum;
    }
  }

  sample(random: Random): number {
    const target = random.next() * this.cumulative[this.cumulative.length - 1]!;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Dates: days since 1970-01-01 inside, YYYYMMDD in the documents.

const MS_PER_DAY = 86_400_000;

export function dayOf(yyyymmdd: number): number {
  return Math.floor(
    Date.UTC(Math.floor(yyyymmdd / 10000), (Math.floor(yyyymmdd / 100) % 100) - 1, yyyymmdd % 100) / MS_PER_DAY,
  );
}

export function dateOf(day: number): number {
  const date = new Date(day * MS_PER_DAY);
  return date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

export function yearOf(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

/** Linear interpolation of `anchors` (YYYYMMDD, value), extended past both ends. */
export function along(anchors: readonly (readonly [number, number])[], day: number): number {
  const points = anchors.map(([date, value]) => [dayOf(date), value] as const);
  let i = 0;
  while (i < points.length - 2 && day > points[i + 1]![0]) i++;
  const [d0, v0] = points[i]!;
  const [d1, v1] = points[i + 1]!;
  return Math.round(v0 + ((v1 - v0) * (day - d0)) / (d1 - d0));
}

// ---------------------------------------------------------------------------------------------------------------
// Weighted choice.

export function weighted<T>(random: Random, items: readonly (readonly [T, number])[]): T {
  let total = 0;
  for (const [, w] of items) total += w;
  let x = random.next() * total;
  for (const [item, w] of items) {
    x -= w;
    if (x < 0) return item;
  }
  return items[items.length - 1]![0];
}
