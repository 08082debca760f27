import type { Analyzer } from '../analysis/analyzer';
import type { HighlightMark } from '../highlight/highlight-field';

const WORDS = ['lithium', 'anode', 'the', 'Li-ion', 'cell', 'of', 'a', 'separator', 'electrolyte', 'is'];

/**
 * A long description for highlighting at scale (the test of its linearity and the analysis benchmark):
 * 1,000 paragraphs of 100 words, and a mark on every `anode` (group 0) and `Li-ion` (group 1) in it.
 */
export function longDescription(analyzer: Analyzer): { paragraphs: string[]; marks: HighlightMark[] } {
  const paragraphs: string[] = [];
  for (let p = 0; p < 1000; p++) {
    const sentence: string[] = [];
    for (let w = 0; w < 100; w++) sentence.push(WORDS[(p * 7 + w * 3) % WORDS.length]!);
    paragraphs.push(`${sentence.join(' ')}.`);
  }
  const marks = analyzer
    .analyze(paragraphs)
    .filter((token) => token.term === 'anode' || token.term === 'li-ion')
    .map((token) => ({ position: token.position, term: token.term, group: token.term === 'anode' ? 0 : 1 }));
  return { paragraphs, marks };
}
