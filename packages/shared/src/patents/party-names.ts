// Party names (assignees, applicants, owners) as sources write them: "ACME CORP.", "Acme Corporation", "Acme Corp",
// "KABUSHIKI KAISHA TOSHIBA", "Toshiba Corp". The key folds case, accents, punctuation, a few words that offices
// abbreviate, and legal forms, so those meet; it never drops a word that tells two companies apart ("Apple Inc" and
// "Apple Hospitality REIT Inc" stay apart), and it keeps the same base name under different legal forms together,
// which is what a probable-assignee grouping wants ("Siemens AG" and "Siemens Corp" are one group).

/** Legal forms by country (ISO 3166 code; `EU` for European forms), in their usual spellings. */
export const LEGAL_FORMS_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  US: [
    'Corporation',
    'Corp.',
    'Incorporated',
    'Inc.',
    'Company',
    'Co.',
    'Limited',
    'Ltd.',
    'LLC',
    'L.L.C.',
    'LLP',
    'L.L.P.',
    'LP',
    'L.P.',
    'PLLC',
  ],
  GB: ['Limited', 'Ltd.', 'PLC', 'Public Limited Company', 'LLP', 'Company'],
  CA: ['Inc.', 'Ltd.', 'Corp.', 'ULC', 'Limited'],
  AU: ['Pty Ltd', 'Pty. Ltd.', 'Pty Limited', 'Limited', 'Ltd.'],
  IN: ['Pvt. Ltd.', 'Private Limited', 'Limited'],
  DE: [
    'GmbH',
    'AG',
    'Aktiengesellschaft',
    'KG',
    'KGaA',
    'GmbH & Co. KG',
    'AG & Co. KG',
    'AG & Co. KGaA',
    'OHG',
    'e.V.',
    'mbH',
    'UG',
  ],
  AT: ['GmbH', 'AG', 'KG', 'GmbH & Co. KG'],
  CH: ['AG', 'SA', 'GmbH', 'Sàrl'],
  FR: [
    'SA',
    'S.A.',
    'SAS',
    'S.A.S.',
    'SARL',
    'S.à r.l.',
    'SCA',
    'SNC',
    'Société Anonyme',
    'Société par Actions Simplifiée',
    '& Cie',
    'et Cie',
  ],
  BE: ['NV', 'SA', 'BV', 'BVBA', 'SPRL'],
  NL: ['BV', 'B.V.', 'NV', 'N.V.'],
  LU: ['SA', 'S.à r.l.', 'Sàrl'],
  IT: ['SpA', 'S.p.A.', 'Srl', 'S.r.l.', 'SAS', 'S.a.s.'],
  ES: ['SA', 'S.A.', 'SL', 'S.L.', 'SLU', 'S.L.U.'],
  PT: ['SA', 'Lda'],
  BR: ['Ltda', 'S.A.'],
  SE: ['AB', 'Aktiebolag', '(publ)'],
  FI: ['Oy', 'Oyj', 'Ab'],
  NO: ['AS', 'ASA'],
  DK: ['A/S', 'ApS'],
  PL: ['Sp. z o.o.', 'SA'],
  CZ: ['a.s.', 's.r.o.', 'n.p.', 'Národní podnik'],
  RU: ['OOO', 'OAO', 'ZAO', 'PAO', 'AO'],
  JP: ['KK', 'K.K.', 'Kabushiki Kaisha', 'Co., Ltd.', 'Ltd.', 'Corporation', 'Inc.', 'Godo Kaisha', 'Yugen Kaisha'],
  KR: ['Co., Ltd.', 'Corp.', 'Inc.', 'Ltd.'],
  CN: ['Co., Ltd.', 'Ltd.', 'Limited Company', 'Limited Liability Company', 'Co.'],
  TW: ['Co., Ltd.', 'Corp.', 'Inc.'],
  EU: ['SE'],
};

// Forms that stand before the name, removed wherever the name comes from.
const LEADING_FORMS = ['The', 'Kabushiki Kaisha', 'Aktiebolaget', 'Telefonaktiebolaget', 'Aktiengesellschaft'];
// Leading forms that are too short to remove unless the country says so ("AB Volvo" but not "AB Science").
const LEADING_FORMS_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  SE: ['AB'],
  RU: ['OOO', 'OAO', 'ZAO', 'PAO', 'AO'],
};

// Words offices abbreviate in standardised names (DOCDB writes "UNIV DA BEIRA INTERIOR"), folded to one spelling.
// Only spelling variants of one word meet here; words that mean different things are never folded together.
const WORD_FOLDS: Readonly<Record<string, string>> = {
  CORPORATION: 'CORP',
  INCORPORATED: 'INC',
  COMPANY: 'CO',
  LIMITED: 'LTD',
  INTERNATIONAL: 'INT',
  INTL: 'INT',
  TECHNOLOGY: 'TECH',
  TECHNOLOGIES: 'TECH',
  TECHNOLOGICAL: 'TECH',
  TECHNOL: 'TECH',
  UNIVERSITY: 'UNIV',
  UNIVERSITAET: 'UNIV',
  UNIVERSITAT: 'UNIV',
  UNIVERSITE: 'UNIV',
  UNIVERSIDAD: 'UNIV',
  UNIVERSIDADE: 'UNIV',
  UNIVERSITA: 'UNIV',
  UNIVERSITEIT: 'UNIV',
  LABORATORY: 'LAB',
  LABORATORIES: 'LAB',
  LABORATOIRES: 'LAB',
  LABS: 'LAB',
  INDUSTRIES: 'IND',
  INDUSTRIAL: 'IND',
  INDUSTRY: 'IND',
  INDUSTRIE: 'IND',
  MANUFACTURING: 'MFG',
  RESEARCH: 'RES',
  DEVELOPMENT: 'DEV',
  INSTITUTE: 'INST',
  INSTITUT: 'INST',
  INSTITUTO: 'INST',
  ISTITUTO: 'INST',
  CHEMICAL: 'CHEM',
  CHEMICALS: 'CHEM',
  PHARMACEUTICAL: 'PHARM',
  PHARMACEUTICALS: 'PHARM',
  PHARMA: 'PHARM',
  ENGINEERING: 'ENG',
  NATIONAL: 'NAT',
  GENERAL: 'GEN',
  CENTER: 'CT',
  CENTRE: 'CT',
  GESELLSCHAFT: 'GES',
};

// Letters NFKD leaves whole.
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ß: 'SS',
  Æ: 'AE',
  Œ: 'OE',
  Ø: 'O',
  Ł: 'L',
  Đ: 'D',
  Þ: 'TH',
  ẞ: 'SS',
};

// Owner lists carry a trailing date or country in brackets: "SANGAMO THERAPEUTICS INC (2017-01-05)", "SIEMENS AG (DE)".
const TRAILING_NOTE = /\s*[([](?:\d{4}-\d\d-\d\d|\d{8}|[A-Z]{2})[)\]]\s*$/i;

function foldText(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[ßÆŒØŁĐÞẞ]/g, (letter) => LETTER_FOLDS[letter] ?? letter);
}

/** Upper-case tokens of a name: punctuation gone, `&` as AND, apostrophes joined, spelled-out letters joined. */
function tokensOf(name: string): string[] {
  const text = foldText(name.replace(TRAILING_NOTE, ''))
    .replace(/['’`´]/g, '')
    .replace(/[&+]/g, ' AND ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (text === '') return [];
  const joined: string[] = [];
  let letters = '';
  // "S.A.", "N. V.", "K.K.", "A/S", "J.P. Morgan": single letters in a row are one word.
  for (const token of text.split(' ')) {
    if (/^\p{L}$/u.test(token)) {
      letters += token;
      continue;
    }
    if (letters !== '') joined.push(letters);
    letters = '';
    joined.push(token);
  }
  if (letters !== '') joined.push(letters);
  return joined.map((token) => WORD_FOLDS[token] ?? token);
}

function formKeys(forms: Iterable<string>): string[][] {
  const keys = new Map<string, string[]>();
  for (const form of forms) {
    const tokens = tokensOf(form);
    if (tokens.length > 0) keys.set(tokens.join(' '), tokens);
  }
  // Longest first, so "GMBH AND CO KG" goes before "KG".
  return [...keys.values()].sort((a, b) => b.length - a.length);
}

const TRAILING_FORM_KEYS = formKeys([
  ...Object.values(LEGAL_FORMS_BY_COUNTRY).flat(),
  '(publ)',
  '& Co.',
  'and Company',
]);
const LEADING_FORM_KEYS = formKeys(LEADING_FORMS);
const LEADING_FORM_KEYS_BY_COUNTRY: Readonly<Record<string, string[][]>> = Object.fromEntries(
  Object.entries(LEADING_FORMS_BY_COUNTRY).map(([country, forms]) => [country, formKeys(forms)]),
);

function endsWith(tokens: readonly string[], form: readonly string[]): boolean {
  if (form.length >= tokens.length) return false;
  const offset = tokens.length - form.length;
  return form.every((token, index) => tokens[offset + index] === token);
}

function startsWith(tokens: readonly string[], form: readonly string[]): boolean {
  return form.length < tokens.length && form.every((token, index) => tokens[index] === token);
}

/** Options of `partyNameKey`. */
export type PartyNameOptions = {
  /** Country of the party, when known; enables its short leading forms (`AB Volvo` in SE, `OOO Gazprom` in RU). */
  country?: string;
};

/**
 * The key under which spellings of one party meet: `ACME CORP.`, `Acme Corporation` and `Acme Corp` all give
 * `ACME`; `KABUSHIKI KAISHA TOSHIBA` and `Toshiba Corp` give `TOSHIBA`. Upper case, accents folded, punctuation
 * gone, office abbreviations folded (`UNIVERSITY` → `UNIV`), legal forms removed from the end (several: `CO LTD`,
 * `GMBH AND CO KG`) and a few from the start. A name that is nothing but a legal form keeps its last word.
 */
export function partyNameKey(name: string, options: PartyNameOptions = {}): string {
  let tokens = tokensOf(name);
  const leading = [
    ...LEADING_FORM_KEYS,
    ...(LEADING_FORM_KEYS_BY_COUNTRY[(options.country ?? '').toUpperCase()] ?? []),
  ];
  let changed = true;
  while (changed) {
    changed = false;
    for (const form of leading) {
      if (startsWith(tokens, form)) {
        tokens = tokens.slice(form.length);
        changed = true;
        break;
      }
    }
    // "SOCIETE BERTIN & CIE" is Bertin; "SOCIETE DES PRODUITS NESTLE" keeps its Société, which is part of the name.
    if (tokens.length > 1 && tokens[0] === 'SOCIETE' && !SMALL_WORDS.has(tokens[1]!)) {
      tokens = tokens.slice(1);
      changed = true;
    }
    for (const form of TRAILING_FORM_KEYS) {
      if (endsWith(tokens, form)) {
        tokens = tokens.slice(0, tokens.length - form.length);
        changed = true;
        break;
      }
    }
    // "Acme & Co." leaves "ACME AND" once "CO" is gone; a dangling AND joins nothing.
    if (tokens.length > 1 && tokens[tokens.length - 1] === 'AND') {
      tokens = tokens.slice(0, -1);
      changed = true;
    }
  }
  return tokens.join(' ');
}

/** True when two names are spellings of the same party under `partyNameKey`. */
export function isSameParty(a: string, b: string, options: PartyNameOptions = {}): boolean {
  const key = partyNameKey(a, options);
  return key !== '' && key === partyNameKey(b, options);
}

// Short words that stay lower case inside a title-cased name.
const SMALL_WORDS = new Set([
  'AND',
  'OF',
  'THE',
  'FOR',
  'DE',
  'DU',
  'DES',
  'LA',
  'LE',
  'LES',
  'DER',
  'DIE',
  'DAS',
  'UND',
  'VON',
  'VAN',
  'EN',
  'ET',
  'Y',
  'DA',
  'DO',
  'DOS',
  'DEL',
  'DI',
  'AM',
  'IM',
  'ZU',
  'AU',
  'AUX',
]);

// Display spellings of legal forms and words whose casing title case would get wrong.
const DISPLAY_WORDS: Readonly<Record<string, string>> = {
  INC: 'Inc.',
  CORP: 'Corp.',
  CO: 'Co.',
  LTD: 'Ltd.',
  GMBH: 'GmbH',
  MBH: 'mbH',
  KGAA: 'KGaA',
  SPA: 'SpA',
  SRL: 'Srl',
  SARL: 'SARL',
  OY: 'Oy',
  OYJ: 'Oyj',
  LTDA: 'Ltda',
  LDA: 'Lda',
  APS: 'ApS',
  PTY: 'Pty',
  PUBL: 'publ',
  KAISHA: 'Kaisha',
  KABUSHIKI: 'Kabushiki',
};

function titleWord(word: string, first: boolean): string {
  const bare = word.replace(/[.,]+$/, '');
  const tail = word.slice(bare.length);
  const display = DISPLAY_WORDS[bare];
  // "INC." keeps one period, not two.
  if (display !== undefined)
    return display.endsWith('.') && tail.startsWith('.') ? display + tail.slice(1) : display + tail;
  if (!first && SMALL_WORDS.has(bare)) return bare.toLowerCase() + tail;
  // Acronyms: short words, words with digits, and dotted abbreviations stay upper case (IBM, LG, 3M, A/S, S.A.).
  if (bare.length <= 3 || /\d/.test(bare) || /[./&]/.test(bare)) return word;
  return word
    .toLowerCase()
    .replace(/(^|[-'’(])(\p{L})/gu, (_all, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * A readable spelling of one name: spaces tidied, a trailing date or country note dropped, and names written all
 * in capitals title-cased with acronyms and legal forms spelled as usual (`SANGAMO THERAPEUTICS INC` →
 * `Sangamo Therapeutics Inc.`, `ACME CORP.` → `Acme Corp.`). A name already in mixed case is kept as written.
 */
export function formatPartyName(name: string): string {
  const tidy = name.replace(TRAILING_NOTE, '').replace(/\s+/g, ' ').replace(/\s+,/g, ',').trim();
  if (/\p{Ll}/u.test(tidy) || !/\p{Lu}/u.test(tidy)) return tidy;
  return tidy
    .split(' ')
    .map((word, index) => titleWord(word, index === 0))
    .join(' ');
}

/** One party under its probable name, with the spellings that were folded into it. */
export type ProbableParty = {
  /** `partyNameKey` of every spelling in the group. */
  key: string;
  /** The display name: the most frequent spelling written in mixed case, else the most frequent one, tidied. */
  name: string;
  /** Distinct spellings as written (tidied), most frequent first. */
  variants: string[];
  /** How many names fell into this group. */
  count: number;
};

/**
 * Groups names by `partyNameKey` and names each group by its best spelling, most frequent group first. This is
 * the probable assignee: the one name a user sees for "ACME CORP.", "Acme Corporation" and "Acme Corp".
 */
export function probableParties(names: readonly string[], options: PartyNameOptions = {}): ProbableParty[] {
  const groups = new Map<string, { counts: Map<string, number>; count: number; first: number }>();
  names.forEach((name, index) => {
    const key = partyNameKey(name, options);
    if (key === '') return;
    const spelling = name.replace(/\s+/g, ' ').trim();
    let group = groups.get(key);
    if (group === undefined) {
      group = { counts: new Map(), count: 0, first: index };
      groups.set(key, group);
    }
    group.count += 1;
    group.counts.set(spelling, (group.counts.get(spelling) ?? 0) + 1);
  });
  const parties: (ProbableParty & { first: number })[] = [];
  for (const [key, group] of groups) {
    // Map order is first-seen order, and sort is stable: ties keep the spelling seen first.
    const variants = [...group.counts.entries()].sort((a, b) => b[1] - a[1]).map(([spelling]) => spelling);
    const best = variants.find((spelling) => /\p{Ll}/u.test(spelling)) ?? variants[0]!;
    parties.push({ key, name: formatPartyName(best), variants, count: group.count, first: group.first });
  }
  parties.sort((a, b) => b.count - a.count || a.first - b.first);
  return parties.map(({ first: _first, ...party }) => party);
}
