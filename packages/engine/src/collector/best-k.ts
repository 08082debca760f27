/**
 * The `k` smallest items by `compare`, sorted: a bounded max-heap, so choosing a page among hundreds of thousands of
 * groups costs O(n log k) comparisons instead of sorting them all.
 */
export function bestK<T>(items: Iterable<T>, k: number, compare: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  const heap: T[] = [];
  const up = (start: number) => {
    let i = start;
    while (i > 0) {
      const parent = (i - 1) >>> 1;
      if (compare(heap[i]!, heap[parent]!) <= 0) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const down = () => {
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && compare(heap[l]!, heap[worst]!) > 0) worst = l;
      if (r < heap.length && compare(heap[r]!, heap[worst]!) > 0) worst = r;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst]!, heap[i]!];
      i = worst;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      down();
    }
  }
  return heap.sort(compare);
}
