import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { textAnalyzer } from './analyzer';
import { expectSurfaceMatchesTerm, expectTokenInvariants } from './test-support';
import { joinParagraphs } from './tokenizer';

// Real publications from the shared sample corpus (see its PROVENANCE.md); read in place, never copied.
const DATA = fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));
const EP_GRANT = `${DATA}ep-fulltext/go-epo-eps/grant/v1-5-B1.xml`;
const US_GRANT = `${DATA}uspto-xml/go-uspto/grant/v4-5-B2.xml`;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Text content of an XML fragment: tags dropped, entities decoded, and the pretty-printing whitespace collapsed
 * (in these mixed-content elements line breaks are layout, and blank lines would read as paragraph breaks).
 */
function textOf(xml: string): string {
  return xml
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, name: string) => {
      if (name[0] === '#')
        return String.fromCodePoint(Number.parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10));
      return ENTITIES[name] ?? all;
    });
}

function elements(xml: string, pattern: RegExp): string[] {
  return [...xml.matchAll(pattern)].map((match) => textOf(match[1]!));
}

const analyzer = textAnalyzer();

describe('real documents (from ../shared/data, beside every checkout)', () => {
  it('analyses the English claims and description of an EP grant', () => {
    const xml = readFileSync(EP_GRANT, 'utf8');
    const claimsEn = /<claims[^>]*lang="en"[^>]*>([\s\S]*?)<\/claims>/.exec(xml)![1]!;
    const claims = elements(claimsEn, /<claim [^>]*>([\s\S]*?)<\/claim>/g);
    expect(claims.length).toBeGreaterThan(3);
    for (const claim of claims) {
      const tokens = analyzer.analyze(claim);
      expect(tokens.length).toBeGreaterThan(5);
      expectTokenInvariants(claim, tokens);
      expectSurfaceMatchesTerm(claim, tokens);
      // A claim is one sentence: its `;` and `:` and reference signs "(12)" end nothing.
      expect(tokens.at(-1)!.sentence).toBe(0);
    }
    const description = /<description[^>]*>([\s\S]*?)<\/description>/.exec(xml)![1]!;
    const paragraphs = elements(description, /<p [^>]*>([\s\S]*?)<\/p>/g);
    expect(paragraphs.length).toBeGreaterThan(5);
    const tokens = analyzer.analyze(paragraphs);
    expectTokenInvariants(joinParagraphs(paragraphs), tokens);
    expectSurfaceMatchesTerm(joinParagraphs(paragraphs), tokens);
    expect(tokens.at(-1)!.paragraph).toBe(paragraphs.filter((p) => analyzer.analyze(p).length > 0).length - 1);
    expect(tokens.at(-1)!.sentence).toBeGreaterThan(tokens.at(-1)!.paragraph);
    expect(tokens.some((t) => t.term === 'buchholz')).toBe(true);
  });

  it('analyses the abstract and claims of a US grant', () => {
    const xml = readFileSync(US_GRANT, 'utf8');
    const abstract = elements(xml, /<abstract[^>]*>([\s\S]*?)<\/abstract>/g)[0]!;
    const claims = elements(xml, /<claim [^>]*>([\s\S]*?)<\/claim>/g);
    expect(claims.length).toBeGreaterThan(0);
    for (const text of [abstract, ...claims]) {
      const tokens = analyzer.analyze(text);
      expect(tokens.length).toBeGreaterThan(0);
      expectTokenInvariants(text, tokens);
      expectSurfaceMatchesTerm(text, tokens);
    }
    // Claim 1 starts with its number and stays one sentence across lines and "(a)" … "(d)" items.
    const first = analyzer.analyze(claims[0]!);
    expect(first[0]!.term).toBe('1');
    expect(first.at(-1)!.sentence).toBe(0);
  });
});
