import { describe, expect, it } from 'vitest';
import { pickText, type TextSource } from './pickText';

const en = { language: 'en', autoTranslate: true };
// EP-4114164-A1: published in German with titles in three languages and a German abstract only.
const ep: TextSource<string> = {
  ucid: 'EP-4114164-A1',
  original: { de: 'Zusammenfassung', fr: '' },
  language: 'de',
};

describe('pickText', () => {
  it('takes the asked language without a message', () => {
    const choice = pickText({ ucid: 'US-1-B2', original: { en: 'Abstract', de: 'X' } }, en);
    expect(choice).toEqual({
      value: 'Abstract',
      ucid: 'US-1-B2',
      language: 'en',
      machineTranslated: false,
      missing: null,
    });
  });

  it('uses a machine translation only when auto-translate is on', () => {
    const source = { ...ep, translated: { en: 'Machine abstract' } };
    expect(pickText(source, en)).toMatchObject({ value: 'Machine abstract', machineTranslated: true, missing: null });
    expect(pickText(source, { language: 'en', autoTranslate: false })).toMatchObject({
      value: 'Zusammenfassung',
      missing: { ucid: 'EP-4114164-A1', language: 'en' },
    });
  });

  it('falls back to a corresponding document in the asked language before the own other language', () => {
    const us = { ucid: 'US-2-A1', original: { en: 'English abstract' }, language: 'en' };
    expect(pickText(ep, en, [us])).toEqual({
      value: 'English abstract',
      ucid: 'US-2-A1',
      language: 'en',
      machineTranslated: false,
      missing: { ucid: 'EP-4114164-A1', language: 'en' },
    });
  });

  it("falls back to the document's own language, then any language it has, naming what is missing", () => {
    expect(pickText(ep, en)).toMatchObject({ value: 'Zusammenfassung', language: 'de', ucid: 'EP-4114164-A1' });
    const noLanguage = { ucid: 'EP-1-A1', original: { fr: 'Abrégé' } };
    expect(pickText(noLanguage, en)).toMatchObject({
      value: 'Abrégé',
      language: 'fr',
      missing: { ucid: 'EP-1-A1', language: 'en' },
    });
  });

  it('treats blank texts and empty lists as missing', () => {
    expect(pickText({ ucid: 'EP-1-A1', original: { en: '  ', de: 'Text' } }, en)?.language).toBe('de');
    expect(pickText({ ucid: 'EP-1-B1', original: { en: [], fr: ['revendication'] } }, en)?.language).toBe('fr');
  });

  it('reads `original` as the language of publication, without a message', () => {
    const source = { ucid: 'EP-2-B1', original: { en: 'claims', de: 'Ansprüche' }, language: 'de' };
    expect(pickText(source, { language: 'original', autoTranslate: true })).toMatchObject({
      value: 'Ansprüche',
      missing: null,
    });
  });

  it('uses a corresponding document in any language when the document has no text at all', () => {
    const empty = { ucid: 'DE-1-B', original: {} };
    const member = { ucid: 'DE-2-A', original: { de: 'Text' }, language: 'de' };
    expect(pickText(empty, en, [member])).toMatchObject({
      ucid: 'DE-2-A',
      missing: { ucid: 'DE-1-B', language: 'en' },
    });
    expect(pickText(empty, { language: 'original', autoTranslate: false }, [member])).toMatchObject({
      ucid: 'DE-2-A',
      missing: { ucid: 'DE-1-B', language: null },
    });
  });

  it('gives null when nobody has the text', () => {
    expect(pickText({ ucid: 'US-3-S' }, en, [{ ucid: 'US-4-S' }])).toBeNull();
  });
});
