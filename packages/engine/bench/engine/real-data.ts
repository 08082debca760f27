// The real publications in `shared/data` (see its PROVENANCE.md), read in place: USPTO XML (grant and application
// DTDs from 2001 SGML to v4.5) and EPO full-text XML. First version: title, abstract and claims (English where the
// document has several languages) plus what bibliographic data simple regexes find (publication number and date,
// country, kind, assignees, CPC or IPC codes). The proper readers come with a later issue.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratedDocument } from './corpus.ts';

export const REAL_DATA_DIRS = ['uspto-xml', 'ep-fulltext'];

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text content of an XML fragment: tags dropped, entities decoded, whitespace collapsed. */
function textOf(xml: string): string {
  return xml
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (_all, name: string) => {
      if (name[0] === '#') {
        const code = Number.parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name] ?? ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function first(xml: string, patterns: readonly RegExp[]): string | undefined {
  for (const p of patterns) {
    const m = p.exec(xml);
    if (m?.[1] !== undefined) return m[1];
  }
  return undefined;
}

function all(xml: string, pattern: RegExp): string[] {
  return [...xml.matchAll(pattern)].map((m) => m[1]!);
}

function xmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...xmlFiles(path));
    else if (name.endsWith('.xml')) out.push(path);
  }
  return out;
}

/** One publication's XML → a document, or undefined when it has no title, abstract or claims text. */
function parsePublication(xml: string, file: string, index: number): GeneratedDocument | undefined {
  const title = first(xml, [
    /<B541>en<\/B541>\s*<B542>([\s\S]*?)<\/B542>/,
    /<invention-title[^>]*>([\s\S]*?)<\/invention-title>/,
    /<title-of-invention>([\s\S]*?)<\/title-of-invention>/,
    /<B540>([\s\S]*?)<\/B540>/,
    /<B542>([\s\S]*?)<\/B542>/,
  ]);
  const abstract = first(xml, [
    /<abstract[^>]*lang="en"[^>]*>([\s\S]*?)<\/abstract>/,
    /<abstract[^>]*>([\s\S]*?)<\/abstract>/,
    /<subdoc-abstract>([\s\S]*?)<\/subdoc-abstract>/,
    /<SDOAB>([\s\S]*?)<\/SDOAB>/,
  ]);
  const claimsBlock = first(xml, [
    /<claims[^>]*lang="en"[^>]*>([\s\S]*?)<\/claims>/,
    /<claims[^>]*>([\s\S]*?)<\/claims>/,
    /<subdoc-claims>([\s\S]*?)<\/subdoc-claims>/,
    /<SDOCL>([\s\S]*?)<\/SDOCL>/,
  ]);
  let claims: string[] = [];
  if (claimsBlock !== undefined) {
    const parts = all(claimsBlock, /<(?:claim|CLM)[\s>][^>]*>?([\s\S]*?)<\/(?:claim|CLM)>/g);
    claims = (parts.length > 0 ? parts : [claimsBlock]).map(textOf).filter((c) => c.length > 0);
  }
  const titles = title === undefined ? '' : textOf(title);
  const abstracts = abstract === undefined ? '' : textOf(abstract);
  if (titles === '' && abstracts === '' && claims.length === 0) return undefined;

  // Bibliographic data, best effort.
  const root = /<ep-patent-document[^>]*>/.exec(xml)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(root)?.[1];
  const pubRef = first(xml, [/<publication-reference[^>]*>([\s\S]*?)<\/publication-reference>/]) ?? '';
  // US applications before 2005 (`patent-application-publication`) name no country: they are US.
  const country =
    attr('country') ??
    first(pubRef, [/<country>([A-Z]{2})<\/country>/]) ??
    first(xml, [/<B190>\s*(?:<PDAT>)?\s*([A-Z]{2})/]) ??
    'US';
  const number =
    attr('doc-number') ??
    first(pubRef, [/<doc-number>([^<]+)<\/doc-number>/]) ??
    first(xml, [/<B110>\s*(?:<DNUM>)?\s*(?:<PDAT>)?\s*([0-9A-Z]+)/, /<doc-number>([^<]+)<\/doc-number>/]) ??
    String(index);
  const kind =
    attr('kind') ??
    first(pubRef, [/<kind>([^<]+)<\/kind>/]) ??
    first(xml, [/<B130>\s*(?:<PDAT>)?\s*([A-Z][0-9]?)/, /<kind-code>([^<]+)<\/kind-code>/]) ??
    '';
  const date =
    attr('date-publ') ??
    first(pubRef, [/<date>(\d{8})<\/date>/]) ??
    first(xml, [/<B140>\s*(?:<DATE>)?\s*(?:<date>|<PDAT>)\s*(\d{8})/, /<document-date>(\d{8})<\/document-date>/]);
  const assignees = [
    ...all(xml, /<(?:assignee|us-applicant)[\s>]([\s\S]*?)<\/(?:assignee|us-applicant)>/g).map(
      (party) => /<orgname>([\s\S]*?)<\/orgname>/.exec(party)?.[1] ?? '',
    ),
    ...all(xml, /<B731>([\s\S]*?)<\/B731>/g).map(
      (party) => /<(?:snm|ONM)>\s*(?:<STEXT>)?\s*(?:<PDAT>)?([^<]+)/.exec(party)?.[1] ?? '',
    ),
  ]
    .map(textOf)
    .filter((a, i, list) => a.length > 0 && list.indexOf(a) === i);
  const cpc = all(xml, /<classification-cpc>([\s\S]*?)<\/classification-cpc>/g).map((c) => {
    const part = (tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(c)?.[1]?.trim() ?? '';
    return `${part('section')}${part('class')}${part('subclass')}${part('main-group')}/${part('subgroup')}`;
  });
  const ipc = all(xml, /<classification-ipcr[^>]*>\s*<text>([^<]+)<\/text>/g).map((t) => {
    const m = /^([A-HY]\d\d[A-Z])\s*(\d+)\/(\d+)/.exec(t.trim());
    return m ? `${m[1]}${m[2]}/${m[3]}` : '';
  });
  const codes = [...cpc, ...ipc].filter((c, i, list) => /^[A-HY]\d\d[A-Z]\d+\/\d+$/.test(c) && list.indexOf(c) === i);
  const cleanNumber = number.replace(/[^0-9A-Z]/gi, '');
  const publicationdate = date === undefined ? 20000101 : Number(date);
  return {
    ucid: `${country}-${cleanNumber}-${kind}`,
    publicationnumber: `${country}${cleanNumber}${kind}`,
    applicationnumber: `${country}${cleanNumber}`,
    simplefamilyid: String(90_000_000 + index),
    country,
    kindcode: kind,
    publicationdate,
    assignees_name_original: assignees,
    cpcvalues: codes,
    titles,
    abstracts,
    claims,
    // Where it came from, stored but not indexed.
    source: file,
  };
}

/** Loads every USPTO and EPO XML publication under `dataDir`; duplicates (same publication number) once. */
export function loadRealDocuments(dataDir: string): { docs: GeneratedDocument[]; files: number; skipped: number } {
  const docs: GeneratedDocument[] = [];
  const seen = new Set<string>();
  let files = 0;
  let skipped = 0;
  for (const sub of REAL_DATA_DIRS) {
    const dir = join(dataDir, sub);
    if (!existsSync(dir)) continue;
    for (const file of xmlFiles(dir)) {
      files++;
      const text = readFileSync(file, 'utf8');
      // Weekly files concatenate documents, each with its own XML declaration.
      const parts = text.split(/(?=<\?xml )/).filter((p) => p.trim().length > 0);
      for (const part of parts) {
        const doc = parsePublication(part, file.slice(dataDir.length + 1), docs.length);
        if (doc === undefined || seen.has(doc.ucid)) {
          skipped++;
          continue;
        }
        seen.add(doc.ucid);
        docs.push(doc);
      }
    }
  }
  return { docs, files, skipped };
}
