// Reader of the EP publication server XML (`ep-patent-document`, DTD v1.0–v1.5.1): A1/A2 applications and B1/B2
// specifications with their SDOBI bibliography, abstracts, descriptions, claims per language and search report.
import type { Claim, ClassificationEntry, NplCitation, Party, PatentCitation, PatentDocumentFields } from '@app/shared';
import { ucidOf } from '@app/shared';
import { paragraphsOf, provenanceOf, readRecords } from './epo-common';
import {
  applicationNumberOf,
  assigneeFields,
  categoriesOf,
  claimsOf,
  classificationOfLine,
  classificationOfOldIpc,
  dateOf,
  langOf,
  normalizedNames,
  patentCitation,
  patentCitationOfDashed,
  priorityOf,
  uniqueCitations,
  uniqueClassifications,
  uniqueStrings,
} from './epo-fields';
import type { FormatReader, ReadResult, SourceEntry } from './reader';
import { at, descendants, kids, optionalText, textOf, type XmlElement } from './xml';

const FORMAT = 'ep-patent-document';

/** Recognises an EP publication server document by its root element. */
export function detectEpPatentDocument(head: string): boolean {
  return /<ep-patent-document[\s>]/.test(head) || /<!DOCTYPE\s+ep-patent-document\b/.test(head);
}

function partyOf(el: XmlElement): Party | null {
  const written =
    optionalText(el, 'snm') ?? [optionalText(el, 'fnm'), optionalText(el, 'sfx')].filter(Boolean).join(' ');
  // Some documents put a care-of line into the name (`OHFUCHI, Yoshitaka` + `c/o KABUSHIKI KAISHA …`): not a name.
  // The separator before it goes too (`Ainoya, Hideyuki,` + `c/o Canon …`).
  const name = written.replace(/[\s,;]*\sc\/o\s[\s\S]*$/i, '').trim();
  if (name === '') return null;
  const party: Party = { name };
  const adr = at(el, 'adr');
  const street = optionalText(adr, 'str');
  const city = optionalText(adr, 'city');
  const ctry = optionalText(adr, 'ctry') ?? optionalText(el, 'ctry');
  if (street !== undefined) party.address = street;
  if (city !== undefined) party.city = city;
  if (ctry !== undefined && /^[A-Z]{2}$/.test(ctry)) party.country = ctry;
  return party;
}

function partiesOf(sdobi: XmlElement, group: string, item: string): Party[] {
  return kids(at(sdobi, `B700/${group}`), item)
    .map(partyOf)
    .filter((party): party is Party => party !== null);
}

/** Title per language from `<B540>`: alternating `<B541>` language and `<B542>` title. */
function titlesOf(sdobi: XmlElement): Record<string, string> {
  const titles: Record<string, string> = {};
  let lang: string | undefined;
  for (const el of kids(at(sdobi, 'B500/B540'))) {
    if (el.local === 'B541') lang = langOf(textOf(el));
    else if (el.local === 'B542' && lang !== undefined) {
      const title = textOf(el);
      if (title !== '') titles[lang] = title;
    }
  }
  return titles;
}

/** Priorities from `<B300>`: repeated B310 number, B320 date, B330 country. */
function prioritiesOf(sdobi: XmlElement): NonNullable<PatentDocumentFields['priorities']> {
  const priorities: NonNullable<PatentDocumentFields['priorities']> = [];
  let number: string | undefined;
  let date: string | undefined;
  for (const el of kids(at(sdobi, 'B300'))) {
    if (el.local === 'B310') number = textOf(el);
    else if (el.local === 'B320') date = optionalText(el, 'date');
    else if (el.local === 'B330') {
      // US provisionals are written `326958 P`: the serial without its series code, and P for provisional.
      const provisional = /^(\d+)\s*P$/.exec(number?.trim() ?? '');
      const priority = provisional
        ? priorityOf(optionalText(el, 'ctry'), provisional[1], date, 'P')
        : priorityOf(optionalText(el, 'ctry'), number, date);
      if (priority !== null) priorities.push(priority);
      number = undefined;
      date = undefined;
    }
  }
  return priorities;
}

function classificationsOf(sdobi: XmlElement): PatentDocumentFields['classifications'] {
  const b500 = at(sdobi, 'B500');
  const ipc: ClassificationEntry[] = [];
  for (const el of descendants(at(b500, 'B510EP'), 'classification-ipcr')) {
    const entry = classificationOfLine(textOf(at(el, 'text')));
    if (entry !== null) ipc.push(entry);
  }
  // DTD v1.0 and older data: IPC 7th edition in B511 (main) and B512 (further), edition in B516.
  const old = at(b500, 'B510');
  const edition = optionalText(old, 'B516');
  for (const el of kids(old, 'B511', 'B512', 'B513', 'B517EP')) {
    const entry = classificationOfOldIpc(textOf(el), edition);
    if (entry !== null) ipc.push({ ...entry, main: el.local === 'B511' });
  }
  const cpc: ClassificationEntry[] = [];
  for (const el of descendants(at(b500, 'B520EP'), 'classification-cpc')) {
    const entry = classificationOfLine(textOf(at(el, 'text')));
    if (entry !== null) cpc.push(entry);
  }
  return { ipc: uniqueClassifications(ipc), cpc: uniqueClassifications(cpc) };
}

/** Citations of B560 (examination), the search report (search, with categories) and the applicant's references. */
function citationsOf(root: XmlElement, sdobi: XmlElement): PatentDocumentFields['citations'] {
  const patents: PatentCitation[] = [];
  const npl: NplCitation[] = [];
  const b560 = at(sdobi, 'B500/B560');
  for (const el of kids(b560, 'B561')) {
    const citation = patentCitationOfDashed(textOf(at(el, 'text')) || textOf(el));
    if (citation !== null) patents.push(citation);
  }
  for (const el of kids(b560, 'B562')) {
    const text = textOf(at(el, 'text')) || textOf(el);
    if (text !== '') npl.push({ text });
  }
  for (const report of kids(root, 'search-report-data')) {
    for (const citation of descendants(report, 'citation')) {
      const categories = categoriesOf(kids(citation, 'category').map(textOf));
      const extra = {
        ...(categories.length > 0 ? { categories } : {}),
        phase: 'search' as const,
      };
      const patcit = at(citation, 'patcit');
      const nplcit = at(citation, 'nplcit');
      if (patcit !== undefined) {
        const id = at(patcit, 'document-id');
        const found = patentCitation(
          optionalText(id, 'country'),
          optionalText(id, 'doc-number'),
          optionalText(id, 'kind'),
          optionalText(id, 'date'),
        );
        if (found !== null) patents.push({ ...found, ...extra });
      } else if (nplcit !== undefined) {
        const text = textOf(at(nplcit, 'text')) || textOf(nplcit);
        if (text !== '') npl.push({ text, ...extra });
      }
    }
  }
  const references = at(root, 'ep-reference-list');
  for (const patcit of descendants(references, 'patcit')) {
    const id = at(patcit, 'document-id');
    const found =
      patentCitation(
        optionalText(id, 'country'),
        optionalText(id, 'doc-number'),
        optionalText(id, 'kind'),
        optionalText(id, 'date'),
      ) ?? patentCitation(undefined, patcit.attrs.dnum, undefined);
    if (found !== null) patents.push({ ...found, phase: 'applicant' });
  }
  for (const nplcit of descendants(references, 'nplcit')) {
    const text = textOf(at(nplcit, 'text')) || textOf(nplcit);
    if (text !== '') npl.push({ text, phase: 'applicant' });
  }
  return { patents: uniqueCitations(patents), npl: uniqueCitations(npl) };
}

function perLanguage<T>(blocks: XmlElement[], fallback: string | undefined, map: (el: XmlElement) => T | null) {
  const out: Record<string, T> = {};
  for (const block of blocks) {
    const lang = langOf(block.attrs.lang) ?? fallback;
    if (lang === undefined || out[lang] !== undefined) continue;
    const value = map(block);
    if (value !== null) out[lang] = value;
  }
  return out;
}

/** Maps one `<ep-patent-document>` to the model. */
export function mapEpPatentDocument(
  root: XmlElement,
  file: string,
  index: number | undefined,
): PatentDocumentFields | string {
  const sdobi = at(root, 'SDOBI');
  if (sdobi === undefined) return 'The document has no SDOBI bibliographic block.';
  const b100 = at(sdobi, 'B100');
  const b200 = at(sdobi, 'B200');
  const b400 = at(sdobi, 'B400');
  const country = (optionalText(b100, 'B190') ?? root.attrs.country ?? 'EP').toUpperCase();
  const number = optionalText(b100, 'B110') ?? root.attrs['doc-number'];
  const kind = (optionalText(b100, 'B130') ?? root.attrs.kind ?? '').toUpperCase();
  if (number === undefined) return 'The document has no publication number (B110).';
  const ucid = ucidOf(country, number, kind);
  if (ucid === null) return `No valid publication number in B110 ${number}, kind ${kind}.`;
  const [, serial] = ucid.split('-');
  const lang = langOf(root.attrs.lang) ?? langOf(optionalText(b200, 'B260'));

  const applicants = partiesOf(sdobi, 'B710', 'B711');
  const proprietors = partiesOf(sdobi, 'B730', 'B731');
  const inventors = partiesOf(sdobi, 'B720', 'B721');
  const agents = partiesOf(sdobi, 'B740', 'B741');
  const owners = proprietors.length > 0 ? proprietors : applicants;

  const claims = perLanguage<Claim[]>(kids(root, 'claims'), lang, (block) => {
    const list = claimsOf(block);
    return list.length > 0 ? list : null;
  });
  // Claims amended under Art. 19 PCT or after grant, where a language has no other claims.
  for (const [amendedLang, list] of Object.entries(
    perLanguage<Claim[]>(kids(root, 'amended-claims'), lang, (block) => {
      const found = claimsOf(block);
      return found.length > 0 ? found : null;
    }),
  )) {
    claims[amendedLang] ??= list;
  }
  const abstracts = perLanguage<string>(kids(root, 'abstract'), lang, (block) => {
    const text = paragraphsOf(block).join('\n');
    return text === '' ? null : text;
  });
  const descriptions = perLanguage<string[]>(kids(root, 'description'), lang, (block) => {
    const paragraphs = paragraphsOf(block);
    return paragraphs.length > 0 ? paragraphs : null;
  });
  const figures = kids(root, 'drawings').flatMap((block) => kids(block, 'figure'));
  const drawings = figures.map((figure, position) => {
    const img = at(figure, 'img');
    return {
      id: figure.attrs.id ?? figure.attrs.num ?? `f${String(position + 1).padStart(4, '0')}`,
      ...(img?.attrs.file !== undefined ? { file: img.attrs.file } : {}),
    };
  });
  const examiners = uniqueStrings(
    kids(root, 'search-report-data').flatMap((report) =>
      descendants(report, 'primary-examiner').map((el) => optionalText(el, 'name') ?? textOf(el)),
    ),
  );
  const grantDate = kind.startsWith('B') ? dateOf(optionalText(b400, 'B450/date')) : undefined;

  return {
    id: ucid,
    country,
    kindcode: kind,
    publicationnumber: `${country}${serial}${kind}`,
    applicationnumber: applicationNumberOf('EP', optionalText(b200, 'B210')),
    publicationdate: dateOf(optionalText(b100, 'B140/date') ?? root.attrs['date-publ']),
    applicationdate: dateOf(optionalText(b200, 'B220/date')),
    grantdate: grantDate,
    language: lang,
    titles: titlesOf(sdobi),
    abstracts,
    claims,
    descriptions,
    priorities: prioritiesOf(sdobi),
    applicants: applicants.length > 0 ? applicants : proprietors,
    inventors,
    inventors_name_normalized: normalizedNames(inventors.map((party) => party.name)),
    agents_name_normalized: normalizedNames(agents.map((party) => party.name)),
    ...assigneeFields(owners.map((party) => party.name)),
    examiners,
    classifications: classificationsOf(sdobi),
    citations: citationsOf(root, sdobi),
    drawings,
    drawingscount: figures.length > 0 ? figures.length : undefined,
    provenance: provenanceOf(FORMAT, file, index, root.line),
  } as PatentDocumentFields;
}

function read(entry: SourceEntry): AsyncGenerator<ReadResult> {
  return readRecords(entry, 'ep-patent-document', (element, index) =>
    mapEpPatentDocument(element, entry.name, index > 0 ? index : undefined),
  );
}

/** The EP publication server reader. */
export const epPatentDocumentReader: FormatReader = {
  format: FORMAT,
  detect: detectEpPatentDocument,
  read,
};
