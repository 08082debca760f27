import {
  type Claim,
  type ClassificationEntry,
  type NplCitation,
  type Party,
  type PatentCitation,
  type Priority,
  ucidOf,
} from '@app/shared';
import type { FormatReader, ReadResult, SourceEntry } from './reader';
import { type DocumentDraft, finish, statedFamily } from './uspto-common';
import {
  citedByPhase,
  dateOf,
  party,
  patentCitation,
  priority,
  semicolonName,
  statedCount,
  stripClaimNumber,
  textClaimRefs,
  uniq,
  usApplicationNumber,
} from './uspto-fields';

// USPTO CSS/BRS text export (the tagged text the office's BRS search system writes, as in PatentPublicData's
// `css_brs` sample): one record per publication. A record may open with an index line (tab-separated patent
// number, kind, issue date, application number and the record's size in bytes) and the title on the next line; then
// comes `*** BRS DOCUMENT BOUNDARY ***` and one field a line, `TAG value` (tag of two to four letters, one space),
// long values wrapped onto lines indented by six spaces. Repeating groups follow each other in a fixed order: an
// inventor is INNM then its INCI, INST…, a cited US patent URPN then URNM, URPD, URGP; a continuity claim COND then
// its RLPY/RLAN/RLFD… fields.

export const CSS_BRS_FORMAT = 'uspto-css-brs';

const BOUNDARY = '*** BRS DOCUMENT BOUNDARY ***';

/** Recognises a CSS/BRS export: the boundary line, a tagged field right after it, and a WKU or DID field. */
export function detectCssBrs(head: string): boolean {
  return (
    /(?:^|\n)\*\*\* BRS DOCUMENT BOUNDARY \*\*\*\r?\n[A-Z][A-Z0-9]{1,3} \S/.test(head) &&
    /(?:^|\n)(?:WKU|DID) +\S/.test(head)
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Lines and records.

/** One line of the entry: its text (without the line break), its number and its size in bytes with the break. */
type Line = { readonly text: string; readonly number: number; readonly bytes: number; readonly crBytes: number };

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const LATIN1 = new TextDecoder('latin1');

/** A line's bytes as text: UTF-8, else Latin-1 (older exports are not always UTF-8). */
function decodeLine(bytes: Uint8Array): string {
  try {
    return UTF8.decode(bytes);
  } catch {
    return LATIN1.decode(bytes);
  }
}

/**
 * The lines of an entry, split on the bytes so that each line's size is exact (the index line states the record's
 * size in bytes). `bytes` counts the line as written with `\n`; `crBytes` adds the `\r` a CRLF copy has.
 */
async function* linesOf(entry: SourceEntry): AsyncGenerator<Line> {
  let pending: Uint8Array = new Uint8Array(0);
  let number = 0;
  const lineOf = (raw: Uint8Array): Line => {
    number += 1;
    const cr = raw.length > 0 && raw[raw.length - 1] === 0x0d;
    const body = cr ? raw.subarray(0, raw.length - 1) : raw;
    return { text: decodeLine(body), number, bytes: body.length + 1, crBytes: body.length + 2 };
  };
  for await (const chunk of entry.open()) {
    let data = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    let at = data.indexOf(0x0a);
    while (at >= 0) {
      yield lineOf(data.subarray(0, at));
      data = data.subarray(at + 1);
      at = data.indexOf(0x0a);
    }
    pending = data.length === 0 ? new Uint8Array(0) : Uint8Array.from(data);
  }
  if (pending.length > 0) yield lineOf(pending);
}

type Field = { readonly tag: string; value: string; readonly line: number };

/** The index line a record may open with (`09204581	B2	20151201	13676098	43247`). */
type IndexLine = { readonly number: string; readonly kind: string; readonly date: string; readonly size?: number };

type RawRecord = {
  /** 0-based ordinal of the record in the entry. */
  readonly index: number;
  /** Line the record starts on: its index line, else its boundary line. */
  readonly line: number;
  readonly indexLine?: IndexLine;
  /** The title line after the index line. */
  title: string;
  /** Whether the boundary line was met (the fields come after it). */
  open: boolean;
  readonly fields: Field[];
  /** Bytes from the boundary line to the record's last non-blank line, as LF and as CRLF text. */
  bytes: number;
  crBytes: number;
  /** The first line that is neither a field nor a continuation. */
  garbled?: { readonly line: number; readonly text: string };
};

const INDEX_LINE = /^[A-Z]{0,2}\d+\t/;
const FIELD_LINE = /^([A-Z][A-Z0-9]{1,3})(?: (.*))?$/;

function indexLineOf(text: string): IndexLine {
  const [number = '', kind = '', date = '', , size = ''] = text.split('\t').map((part) => part.trim());
  return { number, kind, date, ...(/^\d+$/.test(size) ? { size: Number(size) } : {}) };
}

/** Streams the records of an entry one at a time, and the first stray line before any record. */
async function* recordsOf(entry: SourceEntry): AsyncGenerator<RawRecord | { stray: Line }> {
  let current: RawRecord | null = null;
  let index = 0;
  let strayReported = false;
  // Bytes of the current record up to its last line, blank lines included (they count once content follows).
  let running = { bytes: 0, crBytes: 0 };
  const start = (line: number, indexLine?: IndexLine): RawRecord => {
    running = { bytes: 0, crBytes: 0 };
    const record: RawRecord = {
      index,
      line,
      ...(indexLine ? { indexLine } : {}),
      title: '',
      open: false,
      fields: [],
      bytes: 0,
      crBytes: 0,
    };
    index += 1;
    return record;
  };
  for await (const line of linesOf(entry)) {
    const text = line.text.replace(/^\uFEFF/, '');
    if (INDEX_LINE.test(text)) {
      if (current !== null) yield current;
      current = start(line.number, indexLineOf(text));
      continue;
    }
    if (text.trim() === BOUNDARY) {
      if (current === null || current.open) {
        if (current !== null) yield current;
        current = start(line.number);
      }
      current.open = true;
      running = { bytes: line.bytes, crBytes: line.crBytes };
      current.bytes = running.bytes;
      current.crBytes = running.crBytes;
      continue;
    }
    if (current === null) {
      if (text.trim() !== '' && !strayReported) {
        strayReported = true;
        yield { stray: line };
      }
      continue;
    }
    if (!current.open) {
      // Between the index line and the boundary: the title.
      if (text.trim() !== '') current.title = `${current.title} ${text.trim()}`.trim();
      continue;
    }
    running = { bytes: running.bytes + line.bytes, crBytes: running.crBytes + line.crBytes };
    if (text.trim() === '') continue;
    current.bytes = running.bytes;
    current.crBytes = running.crBytes;
    const last = current.fields[current.fields.length - 1];
    if (/^\s/.test(text) && last !== undefined) {
      last.value = `${last.value} ${text.trim()}`;
      continue;
    }
    const field = FIELD_LINE.exec(text);
    if (field === null) {
      current.garbled ??= { line: line.number, text };
      continue;
    }
    current.fields.push({ tag: field[1]!, value: (field[2] ?? '').trim(), line: line.number });
  }
  if (current !== null) yield current;
}

// ---------------------------------------------------------------------------------------------------------------
// Fields.

/** `N/A` and `None` stand for an empty field. */
const known = (value: string | undefined): value is string =>
  value !== undefined && value !== '' && value !== 'N/A' && value !== 'None';

const first = (fields: readonly Field[], tag: string): string | undefined =>
  fields.find((f) => f.tag === tag && known(f.value))?.value;
const every = (fields: readonly Field[], tag: string): string[] =>
  fields.filter((f) => f.tag === tag && known(f.value)).map((f) => f.value);

/**
 * The repeating groups that open with `opener`: each is the opener and the fields right after it whose tags are
 * among `members`, in order (a group ends at the first field that is not one of its members).
 */
function groups(fields: readonly Field[], opener: string, members: readonly string[]): Field[][] {
  const out: Field[][] = [];
  let group: Field[] | null = null;
  for (const field of fields) {
    if (field.tag === opener) {
      group = [field];
      out.push(group);
    } else if (group !== null && members.includes(field.tag)) {
      group.push(field);
    } else {
      group = null;
    }
  }
  return out;
}

const personOrName = (name: string): string => (name.includes(';') ? semicolonName(name) : name);

function partiesOf(fields: readonly Field[], prefix: 'AA' | 'IN'): Party[] {
  const tag = (name: string) => `${prefix}${name}`;
  const members = ['SA', 'CI', 'ST', 'ZP', 'CO', 'TX', 'GP', 'AT'].map(tag);
  return groups(fields, tag('NM'), members).flatMap((group) => {
    const name = first(group, tag('NM'));
    if (name === undefined) return [];
    const out = party(personOrName(name), {
      address: first(group, tag('SA')),
      city: first(group, tag('CI')),
      state: first(group, tag('ST')),
      country: first(group, tag('CO')),
    });
    return out === undefined ? [] : [out];
  });
}

/** `20130101` (a scheme version as a date) → `2013.01`. */
function versionOf(value: string | undefined): string | undefined {
  const match = /^(\d{4})(\d{2})\d{2}$/.exec(value ?? '');
  return match === null ? undefined : `${match[1]}.${match[2]}`;
}

function classEntry(
  code: string | undefined,
  position: string | undefined,
  value: string | undefined,
  version: string | undefined,
): ClassificationEntry[] {
  if (!known(code)) return [];
  const out: ClassificationEntry = { code: code.replace(/\s+/g, '') };
  if (position === 'F') out.main = true;
  else if (position === 'L') out.main = false;
  if (value === 'I') out.inventive = true;
  else if (value === 'N' || value === 'A') out.inventive = false;
  const v = versionOf(version);
  if (v !== undefined) out.version = v;
  return [out];
}

/**
 * IPC from IPCG (`20060101 A H05K H05K9/00 F I B US H 20151201`: version, level, subclass, symbol, first or later,
 * inventive or not, …); without IPCG, the primary IPCP and secondary IPCS (`H05K9/00 20060101 H05K009/00`).
 */
function ipcOf(fields: readonly Field[]): ClassificationEntry[] {
  const full = every(fields, 'IPCG').flatMap((value) => {
    const [version, , , code, position, inventive] = value.split(/\s+/);
    return classEntry(code, position, inventive, version);
  });
  if (full.length > 0) return full;
  return fields.flatMap((f) => {
    if (f.tag !== 'IPCP' && f.tag !== 'IPCS') return [];
    const [code, version] = f.value.split(/\s+/);
    return classEntry(code, f.tag === 'IPCP' ? 'F' : 'L', undefined, version);
  });
}

/**
 * CPC from CPOG (`H H05K H05K9/0066 20130101 F I 20151201 US`: section, subclass, symbol, version, first or later,
 * inventive or additional, …); without CPOG, the inventive CPOI and additional CPOA (`H05K9/0066 20130101`).
 */
function cpcOf(fields: readonly Field[]): ClassificationEntry[] {
  const full = every(fields, 'CPOG').flatMap((value) => {
    const [, , code, version, position, inventive] = value.split(/\s+/);
    return classEntry(code, position, inventive, version);
  });
  if (full.length > 0) return full;
  return fields.flatMap((f) => {
    if (f.tag !== 'CPOI' && f.tag !== 'CPOA') return [];
    const [code, version] = f.value.split(/\s+/);
    return classEntry(code, undefined, f.tag === 'CPOI' ? 'I' : 'A', version);
  });
}

/** Who cited a reference, from the end of its summary line or text (`… cited by examiner`). */
function citedBy(text: string | undefined): { rest: string; phase?: PatentCitation['phase'] } {
  const value = (text ?? '').trim();
  const match = /^(.*?)\s*\b(cited by (?:examiner|applicant|other|third party))\s*$/i.exec(value);
  if (match === null) return { rest: value };
  const phase = citedByPhase(match[2]!);
  return { rest: match[1]!, ...(phase ? { phase } : {}) };
}

/** The kind code a reference's summary line writes right before its date (`US 2003/0169838 A1 20030900 …`). */
function kindInSummary(summary: string | undefined): string | undefined {
  return /\s([A-Z]\d?)\s+\d{8}\b/.exec(summary ?? '')?.[1];
}

/**
 * A foreign reference's number as written (`1402605`, `WO 2009/087872`, and for Japan the kind first: `A-6-143669`
 * with the year of an era, `A-2003-283199` with a four-digit year). The kind is taken off the front; a four-digit
 * year is joined to the serial padded to six digits as JP numbers since 2000 are (`2003283199`), an era year to the
 * serial as written (the canonical spelling keeps no era letter: `JP6143669A`).
 */
function foreignNumber(country: string, written: string): { number: string; kind?: string } {
  const trimmed = written.trim();
  const number = trimmed.startsWith(`${country} `) ? trimmed.slice(country.length).trim() : trimmed;
  const prefixed = /^([A-Z]\d?)-(\d.*)$/.exec(number);
  if (prefixed === null || country !== 'JP') return { number };
  const [, kind = '', rest = ''] = prefixed;
  const year = /^(\d{4})-(\d+)$/.exec(rest);
  return { number: year === null ? rest.replace(/-/g, '') : `${year[1]}${year[2]!.padStart(6, '0')}`, kind };
}

function citationsOf(fields: readonly Field[]): { patents: PatentCitation[]; npl: NplCitation[] } {
  const patents: PatentCitation[] = [];
  for (const group of groups(fields, 'URPN', ['URNM', 'URPD', 'URCL', 'URCP', 'URGP'])) {
    const summary = first(group, 'URGP');
    const cited = patentCitation({
      country: 'US',
      number: first(group, 'URPN') ?? '',
      kind: kindInSummary(summary),
      date: dateOf(first(group, 'URPD')),
      phase: citedBy(summary).phase,
    });
    if (cited !== undefined) patents.push(cited);
  }
  for (const group of groups(fields, 'FRCO', ['FRPN', 'FRPD', 'FRCL', 'FRCP', 'FRGP'])) {
    const country = first(group, 'FRCO') ?? '';
    const summary = first(group, 'FRGP');
    const written = foreignNumber(country, first(group, 'FRPN') ?? '');
    const cited = patentCitation({
      country,
      number: written.number,
      kind: kindInSummary(summary) ?? written.kind,
      date: dateOf(first(group, 'FRPD')),
      phase: citedBy(summary).phase,
    });
    if (cited !== undefined) patents.push(cited);
  }
  const npl = every(fields, 'ORPL').flatMap((value): NplCitation[] => {
    const { rest, phase } = citedBy(value);
    return rest === '' ? [] : [{ text: rest, ...(phase ? { phase } : {}) }];
  });
  return { patents, npl };
}

/**
 * Foreign priorities (PRCO, PRAN, PRAD), then the domestic benefit claims of the continuity data: each COND is
 * followed by its parent application (RLPY, RLAN, RLFD), the parent's patent (RLPN with its date) and the child
 * (RLCY, RLCN). A provisional parent is kind P, a PCT parent W, any other A.
 */
function prioritiesOf(fields: readonly Field[]): Priority[] {
  const out: Priority[] = [];
  for (const group of groups(fields, 'PRCO', ['PRAN', 'PRAD', 'PRAY', 'PRAI'])) {
    const p = priority(first(group, 'PRCO') ?? '', first(group, 'PRAN') ?? '', dateOf(first(group, 'PRAD')), 'A');
    if (p !== undefined) out.push(p);
  }
  const related = ['RLPY', 'RLAN', 'RLFD', 'RLPN', 'RLPC', 'RLCY', 'RLCN'];
  for (const group of groups(fields, 'COND', related)) {
    const condition = group[0]!.value;
    const provisional = /^us-provisional-application\b/i.test(condition);
    let country = '';
    // RLFD dates the number just before it: the parent application's filing, or the parent patent's issue.
    type Related = { country: string; number: string; date?: string };
    let last: Related | null = null;
    const parents: Related[] = [];
    for (const field of group.slice(1)) {
      if (field.tag === 'RLPY' || field.tag === 'RLCY') country = field.value;
      else if (field.tag === 'RLAN') {
        last = { country, number: field.value };
        parents.push(last);
      } else if (field.tag === 'RLPN' || field.tag === 'RLCN') last = { country, number: field.value };
      else if (field.tag === 'RLFD' && last !== null) last.date = field.value;
    }
    // Without the structured fields, the condition line says it: `division parent-doc US 13303416 20111123 …`.
    if (parents.length === 0) {
      const written = /^\S+\s+(?:parent-doc\s+)?([A-Z]{2})\s+(\S*\d\S*)\s+(\d{8})\b/.exec(condition);
      if (written !== null) parents.push({ country: written[1]!, number: written[2]!, date: written[3]! });
    }
    for (const parent of parents) {
      const pct = /^PCT/i.test(parent.number) || parent.country === 'WO';
      const p = priority(
        pct ? 'WO' : parent.country || 'US',
        parent.number,
        dateOf(parent.date),
        provisional ? 'P' : pct ? 'W' : 'A',
      );
      if (p !== undefined) out.push(p);
    }
  }
  return uniq(out, (p) => `${p.country}${p.number}`);
}

/** Claims from the CLPR paragraphs: a paragraph opening with the next number starts a claim, others continue it. */
function claimsOf(fields: readonly Field[]): Claim[] {
  const claims: { num: number; parts: string[] }[] = [];
  for (const paragraph of every(fields, 'CLPR')) {
    const start = /^(\d+)\s*\.\s/.exec(paragraph);
    const num = start === null ? Number.NaN : Number(start[1]);
    if (start !== null && num === (claims[claims.length - 1]?.num ?? 0) + 1) claims.push({ num, parts: [paragraph] });
    else claims[claims.length - 1]?.parts.push(paragraph);
  }
  return claims.map(({ num, parts }) => {
    const value = stripClaimNumber(parts.join('\n'), num);
    return { num, text: value, dependsOn: textClaimRefs(value).filter((n) => n < num) };
  });
}

/** Description paragraphs and headings, in the record's order: cross references, background and summary, drawings. */
const DESCRIPTION_TAGS = new Set(['CRTX', 'BSTX', 'DETX']);

/** The publication number and kind: DID (`US 9204581 B2`), else DWKU or WKU with APT, else the index line. */
function publicationOf(fields: readonly Field[], indexLine: IndexLine | undefined) {
  const did = /^([A-Z]{2})\s+([A-Z]{0,2}\d+)\s+([A-Z]\d?)$/.exec(first(fields, 'DID') ?? '');
  if (did !== null) return { country: did[1]!, number: did[2]!, kind: did[3]! };
  const wku = first(fields, 'DWKU') ?? first(fields, 'WKU') ?? indexLine?.number ?? '';
  // WKU pads the number with zeros after any series letters (`09204581`, `D0700123`).
  const number = wku.replace(/^([A-Z]*)0+(?=\d)/, '$1');
  return { country: 'US', number, kind: first(fields, 'APT') ?? indexLine?.kind ?? '' };
}

function mapRecord(record: RawRecord, file: string): DocumentDraft {
  const fields = record.fields;
  const { country, number, kind } = publicationOf(fields, record.indexLine);
  const applicationnumber =
    usApplicationNumber(first(fields, 'APNR') ?? first(fields, 'APP') ?? '') ??
    usApplicationNumber(first(fields, 'ARD') ?? '', { series: first(fields, 'SRC') ?? '' });
  const publicationdate = dateOf(first(fields, 'GISD') ?? record.indexLine?.date);
  const applicationdate = dateOf(first(fields, 'AFD'));
  const title = (first(fields, 'TTL') ?? record.title).replace(/\s+/g, ' ').trim();
  const abstract = every(fields, 'ABPR').join('\n');
  const description = fields.filter((f) => DESCRIPTION_TAGS.has(f.tag) && known(f.value)).map((f) => f.value);
  const inventors = partiesOf(fields, 'IN');
  // The attorneys (LRFW) and firm (LRFM) as the record lists them.
  const agents = fields.filter((f) => (f.tag === 'LRFM' || f.tag === 'LRFW') && known(f.value)).map((f) => f.value);
  const examiners = [first(fields, 'EXP'), first(fields, 'EXA')].filter(known).map(semicolonName);
  // The pre-grant publication of the same application (PDID `US 20130120958 A1`, PPPD its date) is a family member.
  const self = ucidOf(country, number, kind);
  const earlier = groups(fields, 'PDID', ['PPCC', 'PPNR', 'PPKC', 'PPPD']).flatMap((group) => {
    const ucid = ucidOf(first(group, 'PPCC') ?? 'US', first(group, 'PPNR') ?? '', first(group, 'PPKC') ?? '');
    const date = dateOf(first(group, 'PPPD'));
    return ucid === null || ucid === self || applicationnumber === undefined
      ? []
      : [{ ucid, an: applicationnumber, ...(date ? { publicationdate: date } : {}) }];
  });
  const figures = statedCount(first(fields, 'NFG')) ?? statedCount(first(fields, 'NDR'));
  return {
    country,
    number,
    kind,
    language: 'en',
    titles: title ? { en: title } : undefined,
    abstracts: abstract ? { en: abstract } : undefined,
    claims: { en: claimsOf(fields) },
    claimcount: statedCount(first(fields, 'NCL')),
    descriptions: { en: description },
    applicationnumber,
    publicationdate,
    applicationdate,
    // TRX: the days of patent term adjustment printed on the patent.
    termadjustmentdays: statedCount(first(fields, 'TRX')),
    applicants: partiesOf(fields, 'AA'),
    inventors,
    assignees_name_original: uniq(every(fields, 'ASNM')),
    agents_name_normalized: uniq(agents.map(personOrName)),
    examiners,
    priorities: prioritiesOf(fields),
    // No US (USPC) classification is written for these grants; CIFS/CFSC/CFSS and FSCP/FSCL are the field of
    // search, the classes the examiner searched, not the patent's own classification.
    classifications: { ipc: ipcOf(fields), cpc: cpcOf(fields) },
    citations: citationsOf(fields),
    drawingscount: figures,
    familydata: statedFamily(self, applicationnumber, { publicationdate, applicationdate }, earlier),
    provenance: { format: CSS_BRS_FORMAT, file, position: { index: record.index, line: record.line } },
  };
}

/** Why a record cannot be read, or undefined when it can. */
function problemOf(record: RawRecord): { line: number; message: string } | undefined {
  const name = record.indexLine?.number ? ` ${record.indexLine.number}` : '';
  if (!record.open) {
    return {
      line: record.line,
      message: `CSS/BRS record${name}: index line without a "${BOUNDARY}" line, so no fields (truncated).`,
    };
  }
  if (record.garbled !== undefined) {
    return {
      line: record.garbled.line,
      message: `CSS/BRS record${name}: a line that is neither a field nor a continuation: ${JSON.stringify(record.garbled.text.slice(0, 60))}.`,
    };
  }
  const size = record.indexLine?.size;
  if (size !== undefined && record.bytes !== size && record.crBytes !== size) {
    return {
      line: record.line,
      message: `CSS/BRS record${name}: ${record.bytes} bytes where its index line states ${size} (truncated or altered).`,
    };
  }
  if (first(record.fields, 'WKU') === undefined && first(record.fields, 'DID') === undefined) {
    return { line: record.line, message: `CSS/BRS record${name}: no WKU or DID field (patent number).` };
  }
  return undefined;
}

async function* readCssBrs(entry: SourceEntry): AsyncGenerator<ReadResult> {
  let count = 0;
  for await (const item of recordsOf(entry)) {
    if ('stray' in item) {
      yield {
        kind: 'error',
        file: entry.name,
        position: { line: item.stray.number },
        message: `Text before the first CSS/BRS record: ${JSON.stringify(item.stray.text.slice(0, 60))}.`,
      };
      continue;
    }
    count += 1;
    const problem = problemOf(item);
    if (problem !== undefined) {
      yield {
        kind: 'error',
        file: entry.name,
        position: { line: problem.line, document: item.index },
        message: problem.message,
      };
      continue;
    }
    yield finish(mapRecord(item, entry.name), entry.name, { line: item.line, document: item.index });
  }
  if (count === 0) {
    yield { kind: 'error', file: entry.name, position: { line: 1 }, message: 'No CSS/BRS record in the file.' };
  }
}

export const usptoCssBrsReader: FormatReader = {
  format: 'uspto-css-brs',
  detect: detectCssBrs,
  read: readCssBrs,
};
