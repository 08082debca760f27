import { describe, expect, it } from 'vitest';
import { type Analyzer, keywordAnalyzer, nameAnalyzer, textAnalyzer } from '../analysis/analyzer';
import { joinParagraphs } from '../analysis/tokenizer';
import type { Highlight } from '../search-types';
import { longDescription } from '../testing/long-description';
import { type HighlightMark, highlightField, normalizeHighlights } from './highlight-field';

const analyzer = textAnalyzer();

/** Marks every token of `text` whose term is in `terms`, all in `group`. */
function marksFor(value: string | readonly string[], terms: readonly string[], group = 0): HighlightMark[] {
  return analyzer
    .analyze(value)
    .filter((token) => terms.includes(token.term))
    .map((token) => ({ position: token.position, term: token.term, group }));
}

function surfaces(text: string, highlights: readonly Highlight[]): string[] {
  return highlights.map((h) => `${text.slice(h.start, h.end)}/${h.group}`);
}

describe('highlightField', () => {
  it('marks the original surface of folded terms', () => {
    const text = 'The BATTERY and the Battery-Pack; a café.';
    const { text: out, highlights } = highlightField(text, analyzer, [
      ...marksFor(text, ['battery']),
      ...marksFor(text, ['cafe'], 1),
    ]);
    expect(out).toBe(text);
    expect(surfaces(text, highlights)).toEqual(['BATTERY/0', 'Battery/0', 'café/1']);
  });

  it('marks exactly the spelling of a compound that was matched', () => {
    const text = 'a Li-ion cell';
    // a@0 li@1 liion@1 li-ion@1 ion@2 cell@3
    const at = (marks: HighlightMark[]) => surfaces(text, highlightField(text, analyzer, marks).highlights);
    expect(at([{ position: 1, term: 'li-ion', group: 0 }])).toEqual(['Li-ion/0']);
    expect(at([{ position: 1, term: 'liion', group: 0 }])).toEqual(['Li-ion/0']);
    expect(at([{ position: 1, term: 'li', group: 0 }])).toEqual(['Li/0']);
    expect(at([{ position: 2, term: 'ion', group: 0 }])).toEqual(['ion/0']);
    // The phrase "li ion": two marks, the hyphen between them unmarked.
    expect(
      at([
        { position: 1, term: 'li', group: 0 },
        { position: 2, term: 'ion', group: 0 },
      ]),
    ).toEqual(['Li/0', 'ion/0']);
    // A term at the wrong position is no match.
    expect(at([{ position: 2, term: 'li-ion', group: 0 }])).toEqual([]);
  });

  it('merges overlapping and touching marks of one group', () => {
    const text = 'a Li-ion cell';
    const { highlights } = highlightField(text, analyzer, [
      { position: 1, term: 'li', group: 2 },
      { position: 1, term: 'li-ion', group: 2 },
      { position: 2, term: 'ion', group: 2 },
    ]);
    expect(highlights).toEqual([{ start: 2, end: 8, group: 2 }]);
    // Han characters are one word each and touch: one mark for the run.
    const han = '使用锂离子电池';
    const run = highlightField(han, analyzer, marksFor(han, ['锂', '离', '子'], 1));
    expect(surfaces(han, run.highlights)).toEqual(['锂离子/1']);
  });

  it('lets the earlier (then longer) mark win where groups overlap', () => {
    const text = 'a Li-ion cell';
    const compoundFirst = highlightField(text, analyzer, [
      { position: 2, term: 'ion', group: 0 },
      { position: 1, term: 'li-ion', group: 1 },
    ]);
    expect(compoundFirst.highlights).toEqual([{ start: 2, end: 8, group: 1 }]);
    const han = '锂离子';
    const touching = highlightField(han, analyzer, [
      { position: 0, term: '锂', group: 3 },
      { position: 1, term: '离', group: 4 },
      { position: 2, term: '子', group: 3 },
    ]);
    expect(touching.highlights).toEqual([
      { start: 0, end: 1, group: 3 },
      { start: 1, end: 2, group: 4 },
      { start: 2, end: 3, group: 3 },
    ]);
  });

  it('gives a term marked by two groups the lower group', () => {
    const text = 'lithium anode';
    const { highlights } = highlightField(text, analyzer, [
      { position: 0, term: 'lithium', group: 5 },
      { position: 0, term: 'lithium', group: 2 },
      { position: 0, term: 'lithium', group: 7 },
    ]);
    expect(highlights).toEqual([{ start: 0, end: 7, group: 2 }]);
  });

  it('uses the joined paragraphs of an array as its text and offset space', () => {
    const paragraphs = ['The anode is coated.', '', 'The cathode faces the anode.'];
    const { text, highlights } = highlightField(paragraphs, analyzer, marksFor(paragraphs, ['anode', 'cathode']));
    expect(text).toBe(joinParagraphs(paragraphs));
    expect(surfaces(text, highlights)).toEqual(['anode/0', 'cathode/0', 'anode/0']);
    expect(highlights[1]!.start).toBe(text.indexOf('cathode'));
  });

  it('works with the name and keyword analyzers (values joined like paragraphs)', () => {
    const names = ['Siemens AG', 'Robert Bosch GmbH'];
    const tokens = nameAnalyzer().analyze(names);
    const bosch = tokens.find((token) => token.term === 'bosch')!;
    const result = highlightField(names, nameAnalyzer(), [{ position: bosch.position, term: 'bosch', group: 0 }]);
    expect(surfaces(result.text, result.highlights)).toEqual(['Bosch/0']);
    const kind = highlightField(' B1 ', keywordAnalyzer(), [{ position: 0, term: 'b1', group: 0 }]);
    expect(kind.highlights).toEqual([{ start: 1, end: 3, group: 0 }]);
  });

  it('does not analyse at all when there is nothing to mark', () => {
    const refusing: Analyzer = {
      name: 'refusing',
      analyze: () => {
        throw new Error('analysed');
      },
      analyzeQuery: () => [],
    };
    expect(highlightField(['a', 'b'], refusing, [])).toEqual({ text: 'a\n\nb', highlights: [] });
  });

  // How long this takes is measured by packages/engine/bench/analysis.bench.ts; here, what makes it linear.
  it('stays linear on a 100k-word description with many marks: one analysis, each mark read once', () => {
    const { paragraphs, marks } = longDescription(analyzer);
    expect(marks.length).toBeGreaterThan(15_000);
    // A quadratic pass (100k tokens × 20k marks) would analyse again per mark or scan the marks per token.
    let analyses = 0;
    const counting: Analyzer = {
      name: analyzer.name,
      analyze: (value) => {
        analyses += 1;
        return analyzer.analyze(value);
      },
      analyzeQuery: (word) => analyzer.analyzeQuery(word),
    };
    let markReads = 0;
    const countedMarks = new Proxy(marks, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) markReads += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    const { text, highlights } = highlightField(paragraphs, counting, countedMarks);
    expect(analyses).toBe(1);
    expect(markReads).toBe(marks.length);
    expect(highlights).toHaveLength(marks.length);
    for (const h of highlights) expect(text.slice(h.start, h.end)).toBe(h.group === 0 ? 'anode' : 'Li-ion');
  }, 30_000);
});

describe('normalizeHighlights', () => {
  it('sorts, clips to the text and drops empty spans', () => {
    expect(
      normalizeHighlights(
        [
          { start: 8, end: 12, group: 0 },
          { start: -2, end: 3, group: 1 },
          { start: 5, end: 5, group: 0 },
        ],
        10,
      ),
    ).toEqual([
      { start: 0, end: 3, group: 1 },
      { start: 8, end: 10, group: 0 },
    ]);
  });

  it('keeps the part of a later span beyond an earlier one of another group', () => {
    expect(
      normalizeHighlights([
        { start: 0, end: 5, group: 0 },
        { start: 3, end: 9, group: 1 },
        { start: 4, end: 5, group: 2 },
        { start: 9, end: 12, group: 1 },
      ]),
    ).toEqual([
      { start: 0, end: 5, group: 0 },
      { start: 5, end: 12, group: 1 },
    ]);
  });

  it('prefers the longer span on equal starts, then the lower group', () => {
    expect(
      normalizeHighlights([
        { start: 0, end: 2, group: 0 },
        { start: 0, end: 6, group: 1 },
      ]),
    ).toEqual([{ start: 0, end: 6, group: 1 }]);
    expect(
      normalizeHighlights([
        { start: 0, end: 4, group: 3 },
        { start: 0, end: 4, group: 1 },
      ]),
    ).toEqual([{ start: 0, end: 4, group: 1 }]);
  });
});
