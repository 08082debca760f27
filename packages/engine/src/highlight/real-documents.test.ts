import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { textAnalyzer } from '../analysis/analyzer';
import { foldTerm } from '../analysis/folding';
import type { Highlight } from '../search-types';
import type { HighlightMark } from './highlight-field';
import { highlightField } from './highlight-field';
import { groupClassName, renderMarked } from './render';
import { makeSnippets } from './snippets';

// Real publications from the shared sample corpus (see its PROVENANCE.md); read in place, never copied.
const DATA = fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));
const US_GRANT = `${DATA}uspto-xml/go-uspto/grant/v4-5-B2.xml`;
const EP_GRANT = `${DATA}ep-fulltext/go-epo-eps/grant/v1-5-B1.xml`;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text of an XML fragment: tags dropped, layout whitespace collapsed, entities decoded. */
function textOf(xml: string): string {
  return xml
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, name: string) => {
      if (name[0] === '#')
        return String.fromCodePoint(Number.parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10));
      return ENTITIES[name] ?? all;
    });
}

const analyzer = textAnalyzer();

/** Marks of every occurrence of each term group, as a searcher's query `(t1 OR t2) AND t3` would give them. */
function marksOf(value: string | readonly string[], groups: readonly (readonly string[])[]): HighlightMark[] {
  const marks: HighlightMark[] = [];
  for (const token of analyzer.analyze(value)) {
    const group = groups.findIndex((terms) => terms.includes(token.term));
    if (group !== -1) marks.push({ position: token.position, term: token.term, group });
  }
  return marks;
}

describe('highlighting real documents (from ../shared/data, which every checkout has beside it)', () => {
  it('highlights and snippets the abstract and claim 1 of a US grant', () => {
    const xml = readFileSync(US_GRANT, 'utf8');
    const abstract = textOf(/<abstract[^>]*>([\s\S]*?)<\/abstract>/.exec(xml)![1]!);
    const claim = textOf(/<claim [^>]*>([\s\S]*?)<\/claim>/.exec(xml)![1]!);
    expect(abstract).toMatch(/^A wheeled hand truck/);
    const groups = [['flange', 'flanges'], ['pin'], ['socket', 'sockets']];
    const surfaces = (text: string) =>
      highlightField(text, analyzer, marksOf(text, groups)).highlights.map((h) => text.slice(h.start, h.end));
    expect(surfaces(claim)).toContain("flange's");
    for (const text of [abstract, claim]) {
      const { highlights } = highlightField(text, analyzer, marksOf(text, groups));
      expect(highlights.length).toBeGreaterThan(3);
      // A possessive is marked whole: "flange's" holds both `flange` and its s-form `flanges`.
      const surface = (h: Highlight) => foldTerm(text.slice(h.start, h.end)).replace(/['’]/g, '');
      for (const h of highlights) expect(groups[h.group]).toContain(surface(h));

      const snippets = makeSnippets(text, highlights, {});
      expect(snippets.length).toBeGreaterThan(0);
      expect(snippets.length).toBeLessThanOrEqual(3);
      // Flange, pin and socket each occur in a few places: between them the snippets show all three groups.
      expect(new Set(snippets.flatMap((snippet) => snippet.highlights.map((h) => h.group)))).toEqual(
        new Set([0, 1, 2]),
      );
      for (const snippet of snippets) {
        expect(snippet.text.length).toBeLessThanOrEqual(150);
        expect(snippet.text).toBe(text.slice(snippet.start, snippet.start + snippet.text.length));
        // Cut between words: neither end of a snippet is inside a word.
        expect(/\S/.test(text[snippet.start - 1] ?? ' ')).toBe(false);
        expect(/\S/.test(text[snippet.start + snippet.text.length] ?? ' ')).toBe(false);
      }
    }
  });

  it('highlights an EP description given as paragraphs, in the offsets of the joined text', () => {
    const xml = readFileSync(EP_GRANT, 'utf8');
    const description = /<description[^>]*>([\s\S]*?)<\/description>/.exec(xml)![1]!;
    const paragraphs = [...description.matchAll(/<p [^>]*>([\s\S]*?)<\/p>/g)].map((match) => textOf(match[1]!));
    expect(paragraphs.length).toBeGreaterThan(5);
    const { text, highlights } = highlightField(paragraphs, analyzer, marksOf(paragraphs, [['buchholz'], ['relay']]));
    expect(text).toBe(paragraphs.join('\n\n'));
    expect(highlights.filter((h) => h.group === 0).length).toBeGreaterThan(0);
    for (const h of highlights) expect(foldTerm(text.slice(h.start, h.end))).toBe(h.group === 0 ? 'buchholz' : 'relay');

    const html = renderMarked(text, highlights, groupClassName);
    expect(html.match(/<mark class="hl-0">/g)!.length).toBe(highlights.filter((h) => h.group === 0).length);
    expect(html).not.toMatch(/<(?!\/?mark)/);
  });
});
