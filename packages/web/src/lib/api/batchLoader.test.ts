import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batchLoader';

describe('createBatchLoader', () => {
  it('answers loads made together with one call per batch, each caller with its own value', async () => {
    const calls: string[][] = [];
    const load = createBatchLoader<number>({
      loadMany: async (keys) => {
        calls.push(keys);
        return new Map(keys.filter((k) => k !== 'gone').map((k) => [k, k.length]));
      },
      missing: (key) => new Error(`no ${key}`),
      maxBatch: 2,
      waitMs: 1,
    });
    const answers = await Promise.allSettled([load('a'), load('bb'), load('a'), load('gone'), load('cccc')]);
    expect(calls).toEqual([
      ['a', 'bb'],
      ['gone', 'cccc'],
    ]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message))).toEqual([
      1,
      2,
      1,
      'no gone',
      4,
    ]);
    // A later load is a new batch.
    expect(await load('dd')).toBe(2);
    expect(calls).toHaveLength(3);
  });

  it('hands a failed call’s error to every caller of that batch', async () => {
    const load = createBatchLoader<number>({
      loadMany: async () => {
        throw new Error('offline');
      },
      missing: () => new Error('missing'),
      maxBatch: 10,
    });
    const answers = await Promise.allSettled([load('a'), load('b')]);
    expect(answers.map((a) => a.status === 'rejected' && (a.reason as Error).message)).toEqual(['offline', 'offline']);
  });
});
