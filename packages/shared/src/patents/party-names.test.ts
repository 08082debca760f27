import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPartyName, isSameParty, LEGAL_FORMS_BY_COUNTRY, partyNameKey, probableParties } from './party-names';

describe('party name key', () => {
  it('lets the spellings of one company meet', () => {
    expect(partyNameKey('ACME CORP.')).toBe('ACME');
    expect(partyNameKey('Acme Corporation')).toBe('ACME');
    expect(partyNameKey('Acme Corp')).toBe('ACME');
    expect(partyNameKey('Acme, Inc.')).toBe('ACME');
    expect(partyNameKey('ACME INCORPORATED')).toBe('ACME');
    expect(partyNameKey('Samsung Electronics Co., Ltd.')).toBe('SAMSUNG ELECTRONICS');
    expect(partyNameKey('SAMSUNG ELECTRONICS CO LTD')).toBe('SAMSUNG ELECTRONICS');
    expect(partyNameKey('KABUSHIKI KAISHA TOSHIBA')).toBe('TOSHIBA');
    expect(partyNameKey('Toshiba KK')).toBe('TOSHIBA');
    expect(partyNameKey('Toshiba Corporation')).toBe('TOSHIBA');
    expect(partyNameKey('The Boeing Company')).toBe('BOEING');
    expect(partyNameKey('Koninklijke Philips N.V.')).toBe('KONINKLIJKE PHILIPS');
    expect(partyNameKey('KONINKLIJKE PHILIPS NV')).toBe('KONINKLIJKE PHILIPS');
    expect(partyNameKey('Robert Bosch GmbH')).toBe('ROBERT BOSCH');
    expect(partyNameKey('Dr. Ing. h.c. F. Porsche Aktiengesellschaft')).toBe(
      partyNameKey('Dr. Ing. h.c. F. Porsche AG'),
    );
    expect(partyNameKey('Hewlett-Packard Development Company, L.P.')).toBe('HEWLETT PACKARD DEV');
    expect(partyNameKey('HEWLETT PACKARD DEVELOPMENT CO LP')).toBe('HEWLETT PACKARD DEV');
    expect(partyNameKey('Siemens Aktiengesellschaft')).toBe('SIEMENS');
    expect(partyNameKey('Bayer Pharma AG & Co. KG')).toBe('BAYER PHARM');
    expect(partyNameKey('Müller GmbH & Co. KG')).toBe('MULLER');
    expect(partyNameKey('L’Oréal S.A.')).toBe('LOREAL');
    expect(partyNameKey('AT&T Corp.')).toBe(partyNameKey('AT & T Corporation'));
    expect(partyNameKey('Telefonaktiebolaget LM Ericsson (publ)')).toBe('LM ERICSSON');
    expect(partyNameKey('Nokia Oyj')).toBe('NOKIA');
    expect(partyNameKey('Novo Nordisk A/S')).toBe('NOVO NORDISK');
    expect(partyNameKey('STMicroelectronics S.r.l.')).toBe('STMICROELECTRONICS');
    expect(partyNameKey('Telecom Italia S.p.A.')).toBe('TELECOM ITALIA');
    expect(partyNameKey('BASF SE')).toBe('BASF');
    expect(partyNameKey('Google LLC')).toBe('GOOGLE');
    expect(partyNameKey('Cochlear Pty Ltd')).toBe('COCHLEAR');
    expect(partyNameKey('SANGAMO THERAPEUTICS INC (2017-01-05)')).toBe('SANGAMO THERAPEUTICS'); // Lens owners
  });

  it('folds DOCDB standardised names onto the names as filed (epo-docdb samples)', () => {
    const pairs: [string, string][] = [
      ['GEN MOTORS CORP', 'GENERAL MOTORS CORPORATION'],
      ['GEN ELECTRIC', 'GENERAL ELECTRIC COMPANY'],
      ['BRISTOL SIDDELEY ENGINES LTD', 'BRISTOL SIDDELEY ENGINES LIMITED'],
      ['YEDA RES & DEV', 'YEDA RESEARCH AND DEVELOPMENT CO. LTD.'],
      ['WARNER LAMBERT CO', 'WARNER-LAMBERT COMPANY'],
      ['UNIV DA BEIRA INTERIOR', 'UNIVERSIDADE DA BEIRA INTERIOR'],
      ['BERTIN & CIE', 'SOCIETE BERTIN & CIE.'],
      ['TATRA NP', 'TATRA, NARODNI PODNIK'],
    ];
    for (const [docdb, filed] of pairs) expect([docdb, partyNameKey(docdb)]).toEqual([docdb, partyNameKey(filed)]);
  });

  it('never merges different companies by accident', () => {
    const apart: [string, string][] = [
      ['Apple Inc.', 'Apple Hospitality REIT, Inc.'],
      ['Apple Inc', 'Apple Holdings Ltd'],
      ['Samsung Electronics Co., Ltd.', 'Samsung SDI Co., Ltd.'],
      ['LG Electronics Inc.', 'LG Chem, Ltd.'],
      ['Ford Motor Company', 'Ford Global Technologies, LLC'],
      ['3M Company', '3M Innovative Properties Company'],
      ['General Electric Company', 'General Dynamics Corporation'],
      ['Sony Corporation', 'Sony Group Corporation'],
      ['Siemens AG', 'Siemens Healthineers AG'],
      ['Société des Produits Nestlé S.A.', 'Produits Nestlé SA'],
      ['AB Science', 'Science Inc'],
      ['Johnson & Johnson', 'Johnson Controls'],
      ['Acme Technology Inc', 'Acme Tech Holdings Inc'],
      ['BOSCH GMBH ROBERT', 'ROBERT BOSCH G.M.B.H.'], // DOCDB's inverted firm name: left apart, not guessed
    ];
    for (const [a, b] of apart) expect([a, b, isSameParty(a, b)]).toEqual([a, b, false]);
  });

  it('keeps a name that is nothing but a legal form', () => {
    expect(partyNameKey('AG')).toBe('AG');
    expect(partyNameKey('Co., Ltd.')).toBe('CO');
    expect(partyNameKey('The')).toBe('THE');
    expect(partyNameKey('  ')).toBe('');
    expect(isSameParty('', '')).toBe(false);
  });

  it('uses short leading forms only for their country', () => {
    expect(partyNameKey('AB Volvo', { country: 'SE' })).toBe('VOLVO');
    expect(partyNameKey('AB Volvo')).toBe('AB VOLVO');
    expect(partyNameKey('OOO Gazprom', { country: 'RU' })).toBe('GAZPROM');
  });

  it('strips every listed legal form after a name', () => {
    for (const [country, forms] of Object.entries(LEGAL_FORMS_BY_COUNTRY)) {
      for (const form of forms)
        expect([country, form, partyNameKey(`Zyxel ${form}`)]).toEqual([country, form, 'ZYXEL']);
    }
  });

  it('is idempotent and ignores case, spacing and punctuation (property)', () => {
    const word = fc.constantFrom('Acme', 'Global', 'Nordic', 'Apple', 'Zeta', 'Rhine', 'Solar', 'Blue');
    const form = fc.constantFrom(...Object.values(LEGAL_FORMS_BY_COUNTRY).flat(), '');
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), form, (words, suffix) => {
        const name = `${words.join(' ')} ${suffix}`.trim();
        const key = partyNameKey(name);
        expect(partyNameKey(key)).toBe(key);
        expect(partyNameKey(name.toUpperCase())).toBe(key);
        expect(partyNameKey(name.toLowerCase())).toBe(key);
        expect(partyNameKey(`  ${name.replace(/ /g, '   ')}  `)).toBe(key);
        expect(partyNameKey(`${words.join(', ')}, ${suffix}`)).toBe(key);
        expect(key).toBe(words.join(' ').toUpperCase());
      }),
    );
  });
});

describe('display name', () => {
  it('title-cases names written in capitals and keeps mixed case as written', () => {
    expect(formatPartyName('SANGAMO THERAPEUTICS INC')).toBe('Sangamo Therapeutics Inc.');
    expect(formatPartyName('ACME CORP.')).toBe('Acme Corp.');
    expect(formatPartyName('LG ELECTRONICS INC')).toBe('LG Electronics Inc.');
    expect(formatPartyName('ROBERT BOSCH GMBH')).toBe('Robert Bosch GmbH');
    expect(formatPartyName('UNIV DA BEIRA INTERIOR')).toBe('Univ da Beira Interior');
    expect(formatPartyName('HEWLETT-PACKARD DEVELOPMENT COMPANY, L.P.')).toBe(
      'Hewlett-Packard Development Company, L.P.',
    );
    expect(formatPartyName('KUHNEN & WACKER PATENT- UND RECHTSANWALTSBÜRO')).toBe(
      'Kuhnen & Wacker Patent- und Rechtsanwaltsbüro',
    );
    expect(formatPartyName('DENSO CORPORATION, Kariya-city')).toBe('DENSO CORPORATION, Kariya-city');
    expect(formatPartyName('  Acme   Corp ,  Ltd. (US) ')).toBe('Acme Corp, Ltd.');
    expect(formatPartyName('SANGAMO THERAPEUTICS INC (2017-01-05)')).toBe('Sangamo Therapeutics Inc.');
  });

  it('keeps the key of what it displays (property)', () => {
    const name = fc
      .array(fc.constantFrom('ACME', 'NORDIC', 'IBM', 'LG', 'ELECTRONICS', 'CORP.', 'INC', 'CO., LTD.', 'GMBH', '&'), {
        minLength: 1,
        maxLength: 5,
      })
      .map((words) => words.join(' '));
    fc.assert(
      fc.property(name, (written) => {
        expect(partyNameKey(formatPartyName(written))).toBe(partyNameKey(written));
        expect(formatPartyName(formatPartyName(written))).toBe(formatPartyName(written));
      }),
    );
  });
});

describe('probable parties', () => {
  it('groups spellings and names each group by its best spelling', () => {
    const parties = probableParties([
      'ACME CORP.',
      'Acme Corporation',
      'Acme Corp',
      'ACME CORP.',
      'Apple Hospitality REIT, Inc.',
      'Acme Corporation',
      'Acme Corporation',
    ]);
    expect(parties).toEqual([
      {
        key: 'ACME',
        name: 'Acme Corporation',
        variants: ['Acme Corporation', 'ACME CORP.', 'Acme Corp'],
        count: 6,
      },
      {
        key: 'APPLE HOSPITALITY REIT',
        name: 'Apple Hospitality REIT, Inc.',
        variants: ['Apple Hospitality REIT, Inc.'],
        count: 1,
      },
    ]);
  });

  it('title-cases a group written only in capitals and skips empty names', () => {
    expect(
      probableParties(['GEN MOTORS CORP', '', 'GENERAL MOTORS CORPORATION', 'GENERAL MOTORS CORPORATION']),
    ).toEqual([
      {
        key: 'GEN MOTORS',
        name: 'General Motors Corporation',
        variants: ['GENERAL MOTORS CORPORATION', 'GEN MOTORS CORP'],
        count: 3,
      },
    ]);
  });
});
