import type { Claim, ClassificationEntry, NplCitation, Party, PatentCitation, Priority } from '@app/shared';
import type { FormatReader, ReadResult, SourceEntry } from './reader';
import { type DocumentDraft, finish } from './uspto-common';
import {
  dateOf,
  oldIpcCode,
  patentCitation,
  priority,
  semicolonName,
  statedCount,
  stripClaimNumber,
  textClaimRefs,
  uniq,
  usApplicationNumber,
  uspcCode,
  usSeriesCodeOf,
} from './uspto-fields';
import { textChunks } from './xml';

// USPTO APS "Green Book" full text, grants 1976–2001: fixed-field text, one field per line (`TAG  value`, tag in
// columns 1–4, value from column 6, continuation lines indented), sections headed by a bare tag (`PATN` starts a
// patent; `INVT`, `ASSG`, `CLAS`, `UREF`, `ABST`, `CLMS` …). Weekly files concatenate many patents.

export const GREENBOOK_FORMAT = 'uspto-greenbook';

/** Recognises Green Book text: a `PATN` section followed by a `WKU` field. */
export function detectGreenbook(head: string): boolean {
  return /(?:^|\n)PATN\r?\nWKU {2}\S/.test(head);
}

type Field = { tag: string; value: string; line: number };
type Section = { name: string; fields: Field[]; line: number };
type Patent = { sections: Section[]; line: number; index: number };

/** Streams the patents of an entry as lists of sections. */
async function* patents(entry: SourceEntry): AsyncGenerator<Patent | { error: string; line: number }> {
  let rest = '';
  let lineNo = 0;
  let current: Patent | null = null;
  let index = 0;
  let section: Section | null = null;
  let field: Field | null = null;
  const handle = function* (line: string): Generator<Patent | { error: string; line: number }> {
    lineNo += 1;
    const raw = line.replace(/\r$/, '');
    if (raw.trim() === '') return;
    if (/^[A-Z][A-Z0-9]{2,3}$/.test(raw.trim()) && !raw.startsWith(' ')) {
      const name = raw.trim();
      if (name === 'PATN') {
        if (current !== null) yield current;
        current = { sections: [], line: lineNo, index };
        index += 1;
      }
      section = { name, fields: [], line: lineNo };
      field = null;
      if (current !== null) current.sections.push(section);
      return;
    }
    if (raw.startsWith(' ')) {
      if (field !== null) field.value += ` ${raw.trim()}`;
      return;
    }
    const match = /^([A-Z][A-Z0-9]{1,3})\s{1,2}(.*)$/.exec(raw);
    if (match === null || section === null) {
      if (current === null)
        yield { error: `Unexpected text before the first PATN: ${JSON.stringify(raw.slice(0, 40))}.`, line: lineNo };
      return;
    }
    field = { tag: match[1]!, value: match[2]!.trimEnd(), line: lineNo };
    section.fields.push(field);
  };
  for await (const chunk of textChunks(entry)) {
    rest += chunk;
    const lines = rest.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) yield* handle(line);
  }
  if (rest !== '') yield* handle(rest);
  if (current !== null) yield current;
}

const getRaw = (section: Section | undefined, tag: string): string =>
  section?.fields.find((f) => f.tag === tag)?.value ?? '';
const get = (section: Section | undefined, tag: string): string => getRaw(section, tag).trim();
const getAllRaw = (section: Section | undefined, tag: string): string[] =>
  section?.fields.filter((f) => f.tag === tag).map((f) => f.value) ?? [];
const getAll = (section: Section | undefined, tag: string): string[] => getAllRaw(section, tag).map((v) => v.trim());

/** Green Book country codes are three letters (`JPX`, `DEX`); the first two are the ST.3 code. */
function countryOf(value: string): string | undefined {
  const code = value.trim().slice(0, 2).toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : undefined;
}

function partyOf(section: Section): Party | undefined {
  const name = get(section, 'NAM');
  if (name === '') return undefined;
  const out: Party = { name: name.includes(';') ? semicolonName(name) : name };
  const street = get(section, 'STR');
  const city = get(section, 'CTY');
  const state = get(section, 'STA');
  const country = countryOf(get(section, 'CNT')) ?? (state ? 'US' : undefined);
  if (street) out.address = street;
  if (city) out.city = city;
  if (state) out.state = state;
  if (country) out.country = country;
  return out;
}

/** Paragraph fields of a text section (`PAR`, `PA1`…, `PAC` headings, `TBL`, `EQU`), one string each. */
function textParagraphs(section: Section): string[] {
  return section.fields
    .filter((f) => /^(?:PA[RC0-9L]|TBL|EQU)$/.test(f.tag))
    .map((f) => f.value.replace(/\s+/g, ' ').trim())
    .filter((v) => v !== '');
}

function claimsOf(section: Section | undefined): Claim[] {
  if (section === undefined) return [];
  const out: { num: number; parts: string[] }[] = [];
  for (const f of section.fields) {
    if (f.tag === 'NUM') {
      const num = Number.parseInt(f.value, 10);
      out.push({ num: Number.isFinite(num) && num > 0 ? num : out.length + 1, parts: [] });
    } else if (/^(?:PA[RL0-9]|TBL|EQU)$/.test(f.tag)) {
      out[out.length - 1]?.parts.push(f.value.replace(/\s+/g, ' ').trim());
    }
  }
  return out.map(({ num, parts }) => {
    const value = stripClaimNumber(parts.join('\n'), num);
    return { num, text: value, dependsOn: textClaimRefs(value).filter((n) => n < num) };
  });
}

/**
 * A Green Book serial as SPEC §5's 10-character US application number (`US05449155`): the series code as written
 * (SRC), else the one in use on the filing date; the year form only when neither tells it.
 */
function applicationNumberOf(
  serial: string,
  filed: number | undefined,
  options: { series?: string; design: boolean },
): string | undefined {
  const written = options.series?.trim() ?? '';
  const series = /^\d{1,2}$/.test(written)
    ? written.padStart(2, '0')
    : filed === undefined
      ? undefined
      : usSeriesCodeOf(filed, options.design);
  if (series !== undefined) return usApplicationNumber(serial, { series });
  return usApplicationNumber(serial, filed === undefined ? {} : { year: Math.floor(filed / 10000) });
}

function mapPatent(patent: Patent, file: string): DocumentDraft {
  const sections = patent.sections;
  const patn = sections.find((s) => s.name === 'PATN');
  const named = (name: string) => sections.filter((s) => s.name === name);
  const wku = get(patn, 'WKU');
  // WKU: series letter(s) or digit padding, serial, check digit (`043479030`, `D02435851`, `RE0284851`).
  const body = wku.slice(0, -1);
  const prefix = /^[A-Z]+/.exec(body)?.[0] ?? '';
  const number = prefix + body.slice(prefix.length).replace(/^0+/, '');
  const kind = prefix === 'D' ? 'S' : prefix === 'RE' ? 'E' : prefix === 'PP' ? 'P' : 'A';
  const applicationdate = dateOf(get(patn, 'APD'));
  const apn = get(patn, 'APN');
  // APN: six-digit serial and a check digit; SRC: its series code (`5` is 05).
  const applicationnumber = applicationNumberOf(apn.length === 7 ? apn.slice(0, 6) : apn, applicationdate, {
    series: get(patn, 'SRC'),
    design: kind === 'S',
  });
  const clas = sections.find((s) => s.name === 'CLAS');
  const us: ClassificationEntry[] = [];
  const ocl = uspcCode(getRaw(clas, 'OCL'));
  if (ocl) us.push({ code: ocl, main: true });
  for (const x of getAllRaw(clas, 'XCL')) {
    const code = uspcCode(x);
    if (code) us.push({ code, main: false });
  }
  const edition = get(clas, 'EDF');
  const ipc: ClassificationEntry[] = getAllRaw(clas, 'ICL').flatMap((raw, i) => {
    const code = oldIpcCode(raw);
    return code ? [{ code, main: i === 0, ...(edition ? { version: edition } : {}) }] : [];
  });
  const patents: PatentCitation[] = [
    ...named('UREF').map((s) => patentCitation({ country: 'US', number: get(s, 'PNO'), date: dateOf(get(s, 'ISD')) })),
    ...named('FREF').map((s) =>
      patentCitation({ country: countryOf(get(s, 'CNT')), number: get(s, 'PNO'), date: dateOf(get(s, 'ISD')) }),
    ),
  ].filter((c): c is PatentCitation => c !== undefined);
  const npl: NplCitation[] = named('OREF').flatMap((s) => textParagraphs(s).map((value) => ({ text: value })));
  const priorities: Priority[] = [];
  for (const s of named('PRIR')) {
    const p = priority(countryOf(get(s, 'CNT')) ?? '', get(s, 'APN'), dateOf(get(s, 'APD')), 'A');
    if (p) priorities.push(p);
  }
  for (const s of named('RLAP')) {
    const date = dateOf(get(s, 'APD'));
    // A parent's serial comes without its series code: its filing date tells it.
    const an = applicationNumberOf(get(s, 'APN'), date, { design: kind === 'S' });
    if (an) priorities.push({ country: 'US', number: an, ...(date ? { date } : {}), kind: 'A' });
  }
  for (const s of named('PCTA')) {
    const p = priority('WO', get(s, 'PCN'), dateOf(get(s, 'PD3')), 'W');
    if (p) priorities.push(p);
  }
  const inventors = named('INVT')
    .map(partyOf)
    .filter((p): p is Party => p !== undefined);
  const assignees = named('ASSG')
    .map((s) => get(s, 'NAM'))
    .filter((n) => n !== '');
  const agents = named('LREP').flatMap((s) =>
    ['FRM', 'FR2', 'AAT', 'AGT', 'ATT']
      .flatMap((tag) => getAll(s, tag))
      .map((n) => (n.includes(';') ? semicolonName(n) : n)),
  );
  const examiners = [get(patn, 'EXP'), get(patn, 'EXA')].filter((n) => n !== '').map(semicolonName);
  const abstract = named('ABST').flatMap(textParagraphs).join('\n');
  const description = ['GOVT', 'PARN', 'BSUM', 'DRWD', 'DETD'].flatMap((name) => named(name).flatMap(textParagraphs));
  const figures = get(patn, 'NFG') || get(patn, 'NDR');
  return {
    country: 'US',
    number,
    kind,
    language: 'en',
    titles: get(patn, 'TTL') ? { en: get(patn, 'TTL') } : undefined,
    abstracts: abstract ? { en: abstract } : undefined,
    claims: { en: claimsOf(sections.find((s) => s.name === 'CLMS' || s.name === 'DCLM')) },
    claimcount: statedCount(get(patn, 'NCL')),
    descriptions: { en: description },
    applicationnumber,
    publicationdate: dateOf(get(patn, 'ISD')),
    applicationdate,
    inventors,
    applicants: inventors,
    assignees_name_original: uniq(assignees),
    agents_name_normalized: uniq(agents),
    examiners,
    priorities: uniq(priorities, (p) => `${p.country}${p.number}`),
    classifications: { us, ipc },
    citations: { patents, npl },
    drawingscount: figures ? Number.parseInt(figures, 10) : undefined,
    provenance: { format: GREENBOOK_FORMAT, file, position: { index: patent.index, line: patent.line } },
  };
}

async function* readGreenbook(entry: SourceEntry): AsyncGenerator<ReadResult> {
  let count = 0;
  let firstError: { error: string; line: number } | null = null;
  for await (const item of patents(entry)) {
    if ('error' in item) {
      firstError ??= item;
      continue;
    }
    count += 1;
    const patn = item.sections.find((s) => s.name === 'PATN');
    if (get(patn, 'WKU') === '') {
      yield {
        kind: 'error',
        file: entry.name,
        position: { line: item.line, document: item.index },
        message: 'Green Book patent without a WKU (patent number) field.',
      };
      continue;
    }
    yield finish(mapPatent(item, entry.name), entry.name, { line: item.line, document: item.index });
  }
  if (count === 0) {
    yield {
      kind: 'error',
      file: entry.name,
      position: { line: firstError?.line ?? 1 },
      message: firstError?.error ?? 'Empty file: no Green Book patent (PATN).',
    };
  }
}

export const usptoGreenbookReader: FormatReader = {
  format: 'uspto-greenbook',
  detect: detectGreenbook,
  read: readGreenbook,
};
