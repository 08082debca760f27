import { describe, expect, it } from 'vitest';
import { patentTabFor } from './patentTabFor';
import { textLanguages } from './textLanguages';

describe('patentTabFor', () => {
  it('opens each popout on its own tab and the document routes on the overview', () => {
    expect(patentTabFor('Patent.Legal', null)).toBe('legal');
    expect(patentTabFor('Patent.Citations', null)).toBe('citations');
    expect(patentTabFor('Patent.Fulltext', null)).toBe('description');
    expect(patentTabFor('Patent.Images', null)).toBe('drawings');
    expect(patentTabFor('Patent', null)).toBe('overview');
    expect(patentTabFor('PatentDocument', null)).toBe('overview');
  });

  it('lets a known ?tab= win and ignores an unknown one', () => {
    expect(patentTabFor('Patent.Legal', 'claims')).toBe('claims');
    expect(patentTabFor('Patent', 'family')).toBe('family');
    expect(patentTabFor('Patent.Legal', 'secrets')).toBe('legal');
  });
});

describe('textLanguages', () => {
  it('lists every text language, publication language first, plus the preferred one', () => {
    const doc = { language: 'fr', titles: { de: 'a', en: 'b', fr: 'c' }, claims: { fr: [], es: [] } };
    expect(textLanguages(doc, 'ja')).toEqual(['fr', 'de', 'en', 'es', 'ja']);
    expect(textLanguages(doc, 'original')).toEqual(['fr', 'de', 'en', 'es']);
  });
});
