import type { PatentDocument } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateDemoCorpus } from './demo-corpus';
import { TOPICS } from './demo-corpus-topics';
import { NATIVE_LANGUAGES, NATIVE_WORDS } from './demo-corpus-translation';

// Documents published in German, French, Japanese, Chinese or Korean carry their title and abstract in that
// language only, with English machine translations: what the reader's translation fallback shows.

let docs: PatentDocument[];
beforeAll(() => {
  docs = [...generateDemoCorpus({ seed: 7, count: 3000 })];
});

describe('demo corpus machine translations', () => {
  it('has every topic word in every language the corpus publishes in', () => {
    for (const language of NATIVE_LANGUAGES) {
      for (const topic of TOPICS) {
        const words = NATIVE_WORDS[language][topic.field];
        expect(words, `${language} ${topic.field}`).toBeDefined();
        expect(words!.benefits).toHaveLength(topic.benefits.length);
        if (language !== 'de' && language !== 'fr') expect(words!.subjects).toHaveLength(topic.subjects.length);
      }
    }
  });

  it('gives non-English documents native titles and abstracts with English machine translations', () => {
    const seen = new Set<string>();
    for (const doc of docs) {
      const language = doc.language!;
      if (language === 'en') {
        expect(doc.titles?.en, doc.id).toBeDefined();
        expect(doc.abstracts?.en, doc.id).toBeDefined();
        expect(doc.titles_mt, doc.id).toBeUndefined();
        continue;
      }
      seen.add(`${doc.country}:${language}`);
      expect(Object.keys(doc.titles!), doc.id).toEqual([language]);
      expect(Object.keys(doc.abstracts!), doc.id).toEqual([language]);
      expect(doc.titles_mt?.en, doc.id).toMatch(/^[A-Z]/);
      expect(doc.abstracts_mt?.en, doc.id).toMatch(/^The present invention relates to /);
    }
    for (const office of ['DE:de', 'JP:ja', 'CN:zh', 'KR:ko']) expect(seen, office).toContain(office);
    expect([...seen].some((s) => s.endsWith(':fr'))).toBe(true);
    const japanese = docs.find((d) => d.language === 'ja')!;
    expect(japanese.titles!.ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(japanese.abstracts!.ja).toMatch(/^本発明は、/);
  });

  it('translates what the native text says: the same invention as the English family members', () => {
    const english = new Map<string, PatentDocument>();
    for (const doc of docs) {
      const family = doc.familydata!['extended-family-data']!.id!;
      if (doc.language === 'en' && doc.country !== 'EP') english.set(family, doc);
    }
    let compared = 0;
    for (const doc of docs) {
      if (doc.language === 'en') continue;
      const member = english.get(doc.familydata!['extended-family-data']!.id!);
      if (member === undefined) continue;
      const title = member.titles!.en!;
      if (doc.language === 'de' || doc.language === 'fr') {
        // German and French titles are full titles: their translation is the English title itself.
        expect(doc.titles_mt!.en, doc.id).toBe(title);
      } else {
        // Japanese, Chinese and Korean titles name the subject only, and so does their translation.
        expect(title.toLowerCase(), doc.id).toContain(doc.titles_mt!.en!.split(' and ')[0]!.toLowerCase());
      }
      // Both abstracts end on the same benefit.
      const benefit = doc.abstracts_mt!.en!.match(/The invention (.*)\.$/)![1]!;
      expect(member.abstracts!.en, doc.id).toContain(benefit);
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });
});
