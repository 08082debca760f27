import { describe, expect, it } from 'vitest';
import { resolveEntity } from './epo-entities';
import { classificationOfLine, classificationOfOldIpc, dependsOnFromText, patentCitationOfDashed } from './epo-fields';

describe('epo-common', () => {
  it('resolves ISO entities the DTDs would declare', () => {
    expect(resolveEntity('ccaron')).toBe('č');
    expect(resolveEntity('cacute')).toBe('ć');
    expect(resolveEntity('SACUTE')).toBe('Ś');
    expect(resolveEntity('ndash')).toBe('–');
    expect(resolveEntity('nonsense')).toBeUndefined();
  });

  it('reads IPCR/CPC fixed-width lines and old IPC', () => {
    expect(classificationOfLine('B65D  51/18        20060101AFI20191003BHEP        ')).toEqual({
      code: 'B65D51/18',
      main: true,
      inventive: true,
      version: '2006.01',
    });
    expect(classificationOfLine('C12N2310/141       20130101 LA20130101BHEP')).toEqual({
      code: 'C12N2310/141',
      main: false,
      inventive: false,
      version: '2013.01',
    });
    expect(classificationOfLine('F02M  41/12        20060101A I20051008RMEP')).toEqual({
      code: 'F02M41/12',
      inventive: true,
      version: '2006.01',
    });
    expect(classificationOfOldIpc(' 7A 01B  45/00   A')).toEqual({ code: 'A01B45/00', version: '7' });
  });

  it('reads B560 citations and claim references in text', () => {
    expect(patentCitationOfDashed('US-A1- 2007 204 872')).toEqual({
      number: 'US20070204872A1',
      country: 'US',
      kind: 'A1',
    });
    expect(patentCitationOfDashed('WO-A1-2014/114885')).toMatchObject({ number: 'WO2014114885A1' });
    expect(patentCitationOfDashed('DE-A1-102009 041 527')).toMatchObject({ number: 'DE102009041527A1' });
    expect(dependsOnFromText('The device of claim 1 or 2', 3)).toEqual([1, 2]);
    expect(dependsOnFromText('Verfahren nach einem der Ansprüche 1 bis 3', 5)).toEqual([1, 2, 3]);
    expect(dependsOnFromText('Procédé selon la revendication 2', 4)).toEqual([2]);
    expect(dependsOnFromText('El método de una cualquiera de las reivindicaciones 1-13', 14)).toHaveLength(13);
    expect(dependsOnFromText('A device comprising a claim holder', 1)).toEqual([]);
  });
});
