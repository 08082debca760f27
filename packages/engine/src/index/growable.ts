/** An append-only Int32 list over a doubling typed array: no per-value objects on the indexing hot path. */
export class IntList {
  values: Int32Array;
  length = 0;

  constructor(capacity = 8) {
    this.values = new Int32Array(capacity);
  }

  /** Appends one value. */
  push(value: number): void {
    if (this.length === this.values.length) this.grow(this.length + 1);
    this.values[this.length++] = value;
  }

  /** Makes room for `extra` more values. */
  reserve(extra: number): void {
    if (this.length + extra > this.values.length) this.grow(this.length + extra);
  }

  /** A trimmed copy. */
  toArray(): Int32Array {
    return this.values.slice(0, this.length);
  }

  private grow(needed: number): void {
    let capacity = Math.max(8, this.values.length * 2);
    while (capacity < needed) capacity *= 2;
    const grown = new Int32Array(capacity);
    grown.set(this.values.subarray(0, this.length));
    this.values = grown;
  }
}
