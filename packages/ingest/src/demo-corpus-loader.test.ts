import { IndexWriter, MemoryDirectory, PATENT_SCHEMA, readCommitted, Searcher } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { DEMO_CORPUS_FORMAT } from './demo-corpus';
import { isDemoIndex, loadDemoCorpus } from './demo-corpus-loader';
import { linkCorpus } from './ingest';

describe('loadDemoCorpus', () => {
  it('fills an empty index with linked, searchable demo documents and marks the commit', async () => {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    expect(isDemoIndex(writer.committed.userData)).toBe(false);
    const phases: string[] = [];
    const summary = await loadDemoCorpus({
      writer,
      directory: dir,
      count: 800,
      seed: 3,
      onProgress: (p) => {
        if (phases.at(-1) !== p.phase) phases.push(p.phase);
      },
    });
    expect(summary).toMatchObject({ documents: 800, seed: 3, count: 800 });
    expect(phases).toEqual(['planning', 'writing', 'linking', 'done']);
    // Families and forward citations were written with the documents: the corpus pass has nothing left to do.
    expect(summary.relinked).toBe(0);
    expect(await linkCorpus(dir, writer)).toBe(0);

    const committed = await readCommitted(dir);
    expect(isDemoIndex(committed.userData)).toBe(true);
    expect(committed.userData).toMatchObject({ demoCorpus: 'synthetic', seed: 3, count: 800 });
    expect(isDemoIndex({ demoCorpus: 'replaced' })).toBe(false);
    expect(isDemoIndex(undefined)).toBe(false);

    const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    expect(searcher.docCount).toBe(800);
    const all = searcher.search({ query: 'CC=(US OR EP OR WO OR JP OR CN OR KR OR DE OR GB OR FR)', rows: 5 });
    expect(all.numFound).toBe(800);
    expect(all.hits[0]!.fields.provenance).toMatchObject({ format: DEMO_CORPUS_FORMAT });

    const grouped = searcher.search({
      query: 'CC=(US OR EP OR WO OR JP OR CN OR KR OR DE OR GB OR FR)',
      rows: 5,
      groupBy: 'simplefamily',
    });
    expect(grouped.grouping!.numDocs).toBe(800);
    expect(grouped.grouping!.numGroups).toBeLessThan(800 * 0.5);
    const extended = searcher.search({
      query: 'CC=(US OR EP OR WO OR JP OR CN OR KR OR DE OR GB OR FR)',
      rows: 1,
      groupBy: 'extendedfamily',
    });
    expect(extended.grouping!.numGroups).toBeLessThan(grouped.grouping!.numGroups);

    // Text, classification, assignee and number searches all find generated documents.
    expect(searcher.search({ query: 'TAC=(battery OR solar OR antibody OR robot)', rows: 1 }).numFound).toBeGreaterThan(
      0,
    );
    const hit = all.hits[0]!;
    const cpc = (hit.fields.cpcvalues as string[])[0]!;
    expect(searcher.search({ query: `CPC=${cpc}`, rows: 1 }).numFound).toBeGreaterThan(0);
    const pn = hit.fields.publicationnumber as string;
    expect(searcher.search({ query: `PN=${pn}`, rows: 1 }).hits[0]?.ucid).toBe(hit.ucid);
    // Forward citations: some document is cited, and searching by the citing ucid finds it.
    const many = searcher.search({
      query: 'CC=(US OR EP OR WO OR JP OR CN OR KR OR DE OR GB OR FR)',
      rows: 800,
      fl: ['citedby'],
    });
    const cited = many.hits.find((h) => ((h.fields.citedby as string[] | undefined) ?? []).length > 0);
    expect(cited).toBeDefined();
    const citing = (cited!.fields.citedby as string[])[0]!;
    expect(searcher.search({ query: `CTF=${citing}`, rows: 800 }).hits.map((h) => h.ucid)).toContain(cited!.ucid);
    await writer.close();
  }, 60_000);
});
