import { IndexWriter, MemoryDirectory, PATENT_SCHEMA, Searcher } from '@app/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoCorpus } from './demo-corpus-loader';

// The demo corpus searched through the real engine: its topics share words the way real technical text does, so
// common Boolean and proximity combinations find documents, and each finds fewer than its words alone.

const COUNT = 3000;
let searcher: Searcher;
const found = (query: string) => searcher.search({ query, rows: 0 }).numFound;

beforeAll(async () => {
  const dir = new MemoryDirectory();
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  const summary = await loadDemoCorpus({ writer, directory: dir, count: COUNT, seed: 11 });
  expect(summary.relinked).toBe(0);
  await writer.close();
  searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
}, 120_000);

describe('the demo corpus in the engine', () => {
  it('uses words every field needs: laser, sensor, electrode, substrate, controller, housing, signal', () => {
    for (const word of ['laser', 'sensor', 'electrode', 'substrate', 'controller', 'housing', 'signal', 'layer']) {
      const n = found(`TAC=${word}`);
      expect(n, word).toBeGreaterThan(COUNT * 0.02);
      // Shared, not everywhere.
      expect(n, word).toBeLessThan(COUNT * 0.6);
    }
  });

  it('finds common AND combinations across fields, fewer than either word alone', () => {
    const pairs = [
      ['battery', 'electrode'],
      ['laser', 'sensor'],
      ['substrate', 'layer'],
      ['controller', 'signal'],
      ['housing', 'sensor'],
      ['display', 'substrate'],
      ['semiconductor', 'laser'],
      ['robot', 'camera'],
    ] as const;
    for (const [a, b] of pairs) {
      const both = found(`TAC=(${a} AND ${b})`);
      expect(both, `${a} AND ${b}`).toBeGreaterThanOrEqual(10);
      expect(both).toBeLessThan(Math.min(found(`TAC=${a}`), found(`TAC=${b}`)));
    }
  });

  it('finds proximity and truncation queries, and whole phrases of shared words', () => {
    expect(found('TAC=(solar W/3 cell*)')).toBeGreaterThan(10);
    expect(found('TAC=(laser W/2 welding)')).toBeGreaterThan(0);
    expect(found('TAC=(temperature W/1 sensor)')).toBeGreaterThan(10);
    expect(found('TAC=(lidar AND laser)')).toBeGreaterThan(0);
    expect(found('FT=(electrode* NEAR/5 layer)')).toBeGreaterThan(10);
  });
});
