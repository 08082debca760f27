/** A growable list of 32-bit integers: one typed array, doubled when full. */
export class IntList {
  private values: Int32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.values = new Int32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  get(index: number): number {
    return this.values[index]!;
  }

  set(index: number, value: number): void {
    this.values[index] = value;
  }
}

/** Strings numbered densely in the order they are first met. */
export class Interner {
  private readonly ids = new Map<string, number>();
  readonly values: string[] = [];

  /** The number of `value`, given one if it has none. */
  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(value, id);
      this.values.push(value);
    }
    return id;
  }

  /** The number of `value`, or -1. */
  find(value: string): number {
    return this.ids.get(value) ?? -1;
  }

  get size(): number {
    return this.values.length;
  }
}
