import { describe, expect, it } from 'vitest';
import { textAnalyzer } from './analyzer';
import { createPatentTokenizer } from './patent-tokenizer';
import type { Token } from './token';
import { joinParagraphs, locateParagraphOffset } from './tokenizer';

const analyzer = textAnalyzer();
const analyze = (text: string | readonly string[]): Token[] => analyzer.analyze(text);

/** `term@position` with `/length` for multi-position terms: compact enough to read a whole sentence. */
const terms = (tokens: readonly Token[]): string[] =>
  tokens.map((t) => `${t.term}@${t.position}${(t.positionLength ?? 1) > 1 ? `/${t.positionLength}` : ''}`);

/** The words of each sentence (first term at each position), to read sentence splitting at a glance. */
const sentences = (tokens: readonly Token[]): string[] => {
  const out: string[][] = [];
  let lastPosition = -1;
  for (const t of tokens) {
    if (t.position === lastPosition) continue;
    lastPosition = t.position;
    const words = out[t.sentence] ?? [];
    words.push(t.term);
    out[t.sentence] = words;
  }
  return out.map((words) => words.join(' '));
};

function expectOffsetsRoundTrip(text: string | readonly string[], tokens: readonly Token[]): void {
  const source = typeof text === 'string' ? text : joinParagraphs(text);
  for (const t of tokens) {
    const surface = source.slice(t.start, t.end);
    expect(surface.length).toBeGreaterThan(0);
    // The surface form folds to the term, or (joined and bracket-free forms) to the term plus joiners.
    const folded = analyzer.analyze(surface).map((u) => u.term);
    expect(folded, `${t.term} from ${JSON.stringify(surface)}`).toContain(t.term);
  }
}

describe('patent tokenizer: words and offsets', () => {
  it('reads a claim with positions, a single sentence and the compound triple', () => {
    const claim =
      '1. A lithium-ion battery comprising: a cathode; and an anode, wherein the cathode comprises LiFePO4.';
    const tokens = analyze(claim);
    expect(terms(tokens)).toEqual([
      '1@0',
      'a@1',
      'lithium@2',
      'lithiumion@2/2',
      'lithium-ion@2/2',
      'ion@3',
      'battery@4',
      'comprising@5',
      'a@6',
      'cathode@7',
      'and@8',
      'an@9',
      'anode@10',
      'wherein@11',
      'the@12',
      'cathode@13',
      'comprises@14',
      'lifepo4@15',
    ]);
    // A claim is one sentence however many `;` it has, and "1." numbers it without ending it.
    expect(new Set(tokens.map((t) => t.sentence))).toEqual(new Set([0]));
    expectOffsetsRoundTrip(claim, tokens);
    const lifepo4 = tokens.at(-1)!;
    expect(claim.slice(lifepo4.start, lifepo4.end)).toBe('LiFePO4');
  });

  it('makes Li-ion findable as li-ion, as the phrase li ion and as liion', () => {
    const tokens = analyze('a Li-ion cell');
    expect(terms(tokens)).toEqual(['a@0', 'li@1', 'liion@1/2', 'li-ion@1/2', 'ion@2', 'cell@3']);
    const text = 'a Li-ion cell';
    expect(tokens.map((t) => text.slice(t.start, t.end))).toEqual(['a', 'Li', 'Li-ion', 'Li-ion', 'ion', 'cell']);
    // The same words written apart or together give the other two spellings.
    expect(terms(analyze('a Li ion cell'))).toEqual(['a@0', 'li@1', 'ion@2', 'cell@3']);
    expect(terms(analyze('a LiIon cell'))).toEqual(['a@0', 'liion@1', 'cell@2']);
  });

  it('treats the other joiners and Unicode hyphens alike', () => {
    expect(terms(analyze('Wi‐Fi'))).toEqual(['wi@0', 'wifi@0/2', 'wi-fi@0/2', 'fi@1']);
    expect(terms(analyze('3D-printing'))).toEqual(['3d@0', '3dprinting@0/2', '3d-printing@0/2', 'printing@1']);
    expect(terms(analyze('CO2-laser'))).toEqual(['co2@0', 'co2laser@0/2', 'co2-laser@0/2', 'laser@1']);
    expect(terms(analyze('TCP/IP stack'))).toEqual(['tcp@0', 'tcpip@0/2', 'tcp/ip@0/2', 'ip@1', 'stack@2']);
    expect(terms(analyze('H2O2 and Ti6Al4V'))).toEqual(['h2o2@0', 'and@1', 'ti6al4v@2']);
    expect(terms(analyze('state-of-the-art'))).toEqual([
      'state@0',
      'stateoftheart@0/4',
      'state-of-the-art@0/4',
      'of@1',
      'the@2',
      'art@3',
    ]);
  });

  it('keeps numbers with decimals and separators whole', () => {
    expect(terms(analyze('3.5 mm, 0,25 g and 1,000 rpm'))).toEqual([
      '3.5@0',
      'mm@1',
      '0,25@2',
      'g@3',
      'and@4',
      '1,000@5',
      'rpm@6',
    ]);
    expect(terms(analyze('a 1.5-fold increase'))).toEqual([
      'a@0',
      '1.5@1',
      '1.5fold@1/2',
      '1.5-fold@1/2',
      'fold@2',
      'increase@3',
    ]);
    expect(terms(analyze('３．５'))).toEqual(['3.5@0']);
  });

  it('splits ranges and CAS numbers into parts without inventing a joined number', () => {
    expect(terms(analyze('10-20 wt%'))).toEqual(['10@0', '10-20@0/2', '20@1', 'wt@2']);
    expect(terms(analyze('water (CAS 7732-18-5)'))).toEqual([
      'water@0',
      'cas@1',
      '7732@2',
      '7732-18-5@2/3',
      '18@3',
      '5@4',
    ]);
    expect(terms(analyze('1,2-dichloroethane'))).toEqual([
      '1,2@0',
      '1,2dichloroethane@0/2',
      '1,2-dichloroethane@0/2',
      'dichloroethane@1',
    ]);
  });

  it('keeps chemical formulas with brackets whole, plus a bracket-free form', () => {
    const text = 'Ca(OH)2, Al2(SO4)3 and (NH4)2SO4 in water (see Ca(OH)2)';
    const tokens = analyze(text);
    expect(terms(tokens)).toEqual([
      'ca(oh)2@0',
      'caoh2@0',
      'al2(so4)3@1',
      'al2so43@1',
      'and@2',
      '(nh4)2so4@3',
      'nh42so4@3',
      'in@4',
      'water@5',
      'see@6',
      'ca(oh)2@7',
      'caoh2@7',
    ]);
    expectOffsetsRoundTrip(text, tokens);
    // Prose brackets are not formulas.
    expect(terms(analyze('the device(s) (A) and claim(s)'))).toEqual([
      'the@0',
      'device@1',
      's@2',
      'a@3',
      'and@4',
      'claim@5',
      's@6',
    ]);
  });

  it('indexes a possessive as the word, its s-form and the written form at one position', () => {
    expect(terms(analyze("the Applicant's device"))).toEqual([
      'the@0',
      'applicant@1',
      'applicants@1',
      "applicant's@1",
      'device@2',
    ]);
    expect(terms(analyze('O’Brien'))).toEqual(['o@0', 'obrien@0/2', "o'brien@0/2", 'brien@1']);
  });

  it('emits each Han and kana character as its own word', () => {
    const text = '本発明はリチウムイオン電池に関する。次の文';
    const tokens = analyze(text);
    expect(tokens.map((t) => t.term).join(' ')).toBe('本 発 明 は リ チ ウ ム イ オ ン 電 池 に 関 す る 次 の 文');
    expect(tokens.map((t) => t.position)).toEqual(tokens.map((_, i) => i));
    expect(tokens.at(-1)!.sentence).toBe(1);
    expectOffsetsRoundTrip(text, tokens);
    expect(terms(analyze('LED照明'))).toEqual(['led@0', '照@1', '明@2']);
  });

  it('keeps offsets into the original text when normalisation changes lengths', () => {
    const text = 'ﬁber Ａ１ cafe\u0301 café 😀 𝐀𝐁 x';
    const tokens = analyze(text);
    expect(tokens.map((t) => [t.term, text.slice(t.start, t.end)])).toEqual([
      ['fiber', 'ﬁber'],
      ['a1', 'Ａ１'],
      ['cafe', 'cafe\u0301'],
      ['cafe', 'café'],
      ['😀', '😀'],
      ['ab', '𝐀𝐁'],
      ['x', 'x'],
    ]);
  });
});

describe('patent tokenizer: sentences and paragraphs', () => {
  it('does not end sentences at abbreviations, figure references or initials', () => {
    const abstract =
      'A battery, e.g. a Li-ion cell, is shown in Fig. 2 and FIG. 3. The anode (approx. 5 mm) is coated, i.e. sealed. ' +
      'See U.S. Pat. No. 5,123,456 to J. Smith et al. for details! Is it safe? Yes.';
    const tokens = analyze(abstract);
    expect(sentences(tokens)).toEqual([
      'a battery e g a li ion cell is shown in fig 2 and fig 3',
      'the anode approx 5 mm is coated i e sealed',
      'see u s pat no 5,123,456 to j smith et al for details',
      'is it safe',
      'yes',
    ]);
    expectOffsetsRoundTrip(abstract, tokens);
  });

  it('reads claim numbering and sentence ends after numbers', () => {
    const claims = '1. A device. 2. The device of claim 1. 3. The device of claim 2, wherein x is 3.5.';
    expect(sentences(analyze(claims))).toEqual([
      '1 a device',
      '2 the device of claim 1',
      '3 the device of claim 2 wherein x is 3.5',
    ]);
  });

  it('continues a sentence after a full stop followed by lower case', () => {
    expect(sentences(analyze('a pump etc. and a valve. Then'))).toEqual(['a pump etc and a valve', 'then']);
  });

  it('splits paragraphs at blank lines and U+2029 but not at single line breaks', () => {
    const text = 'first line\nsame paragraph\n \r\nsecond paragraph\u2029third';
    const tokens = analyze(text);
    expect(tokens.map((t) => `${t.term}:${t.paragraph}/${t.sentence}`)).toEqual([
      'first:0/0',
      'line:0/0',
      'same:0/0',
      'paragraph:0/0',
      'second:1/1',
      'paragraph:1/1',
      'third:2/2',
    ]);
  });

  it('analyses an array of description paragraphs with offsets into the joined text', () => {
    const paragraphs = [
      'The invention relates to batteries.',
      '',
      'In one embodiment, the Li-ion cell is cooled. The housing is sealed.',
      '[0004] Fig. 1 shows the cell.',
    ];
    const tokens = analyze(paragraphs);
    const joined = joinParagraphs(paragraphs);
    expectOffsetsRoundTrip(paragraphs, tokens);
    expect(tokens).toEqual(analyze(joined));
    const housing = tokens.find((t) => t.term === 'housing')!;
    expect(housing.paragraph).toBe(1);
    expect(housing.sentence).toBe(2);
    expect(locateParagraphOffset(paragraphs, housing.start)).toEqual({
      index: 2,
      offset: paragraphs[2]!.indexOf('housing'),
    });
    const fig = tokens.find((t) => t.term === 'fig')!;
    expect(fig.paragraph).toBe(2);
    expect(tokens.at(-1)!.sentence).toBe(3);
    // Positions run on across paragraphs: "within n" counts words, not paragraphs.
    expect(tokens.map((t) => t.position)).toEqual([...tokens.map((t) => t.position)].sort((a, b) => a - b));
  });

  it('can leave a gap between values so phrases cannot join them', () => {
    const tokenizer = createPatentTokenizer({ sentences: false, valueGap: 10 });
    const tokens = tokenizer.tokenize(['Siemens AG', 'Robert Bosch GmbH']);
    expect(tokens.map((t) => `${t.term}@${t.position}:${t.paragraph}`)).toEqual([
      'Siemens@0:0',
      'AG@1:0',
      'Robert@12:1',
      'Bosch@13:1',
      'GmbH@14:1',
    ]);
  });
});
