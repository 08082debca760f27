import {
  type Claim,
  type ClassificationEntry,
  type Drawing,
  type NplCitation,
  type Party,
  type PatentCitation,
  type Priority,
  ucidOf,
} from '@app/shared';
import type { FormatReader, ReadResult, SourceEntry } from './reader';
import { type DocumentDraft, flatText, type MapContext, paragraphs, readXmlEntry, statedFamily } from './uspto-common';
import {
  citedByPhase,
  claimRefs,
  dateOf,
  oldIpcCode,
  party,
  patentCitation,
  personName,
  priority,
  statedCount,
  stripClaimNumber,
  textClaimRefs,
  uniq,
  usApplicationNumber,
  uspcCode,
} from './uspto-fields';
import { all, at, descendants, kids, rawText, textAt, textOf, type XmlElement } from './xml';

// USPTO Red Book XML, 2005 onwards: `us-patent-grant` and `us-patent-application` (DTD v4.0–v4.6), one document
// per file or many concatenated in the weekly `ipg`/`ipa`/`ipgb` files.

export const REDBOOK_FORMAT = 'uspto-redbook-xml';
const ROOTS = ['us-patent-grant', 'us-patent-application'] as const;

/** Recognises Red Book v4.x XML by its root element or DOCTYPE. */
export function detectRedbook(head: string): boolean {
  return /<(?:!DOCTYPE\s+)?us-patent-(?:grant|application)[\s>]/.test(head);
}

/** A party's name from an `addressbook` (orgname, or last-name/first-name). */
function addressbookName(book: XmlElement | undefined): string {
  const org = textAt(book, 'orgname');
  if (org !== '') return org;
  const last = textAt(book, 'last-name');
  const first = [textAt(book, 'first-name'), textAt(book, 'middle-name')].filter((s) => s !== '').join(' ');
  return personName(last, first);
}

function addressbookParty(node: XmlElement): Party | undefined {
  const book = at(node, 'addressbook') ?? node;
  const address = at(book, 'address');
  const residence = textAt(node, 'residence/country');
  const country = textAt(address, 'country');
  return party(addressbookName(book), {
    address: textAt(address, 'street') || undefined,
    city: textAt(address, 'city') || undefined,
    state: textAt(address, 'state') || undefined,
    country: /^[A-Z]{2}$/.test(country) ? country : residence,
  });
}

function versionOfDate(value: string): string | undefined {
  const match = /^(\d{4})(\d{2})\d{2}$/.exec(value.trim());
  return match === null ? undefined : `${match[1]}.${match[2]}`;
}

/** IPCR or CPC entry from its structured fields. */
function structuredClassification(
  node: XmlElement,
  main: boolean | undefined,
  versionPath: string,
): ClassificationEntry {
  const code = `${textAt(node, 'section')}${textAt(node, 'class')}${textAt(node, 'subclass')}${textAt(node, 'main-group')}/${textAt(node, 'subgroup')}`;
  const entry: ClassificationEntry = { code };
  const position = textAt(node, 'symbol-position');
  const isMain = main ?? (position === 'F' ? true : position === 'L' ? false : undefined);
  if (isMain !== undefined) entry.main = isMain;
  const value = textAt(node, 'classification-value');
  if (value === 'I') entry.inventive = true;
  else if (value === 'N' || value === 'A') entry.inventive = false;
  const version = versionOfDate(textAt(node, versionPath));
  if (version !== undefined) entry.version = version;
  return entry;
}

function ipcEntries(biblio: XmlElement): ClassificationEntry[] {
  const out = all(biblio, 'classifications-ipcr/classification-ipcr').map((n) =>
    structuredClassification(n, undefined, 'ipc-version-indicator/date'),
  );
  for (const ipc of kids(biblio, 'classification-ipc')) {
    // v4.0 applications write `<edition>07</edition>`, grants `7`: one spelling, as the PAP and PATDOC readers give.
    const edition = textAt(ipc, 'edition').replace(/^0+(?=\d)/, '') || undefined;
    const main = oldIpcCode(textAt(ipc, 'main-classification'));
    if (main !== undefined) out.push({ code: main, main: true, ...(edition ? { version: edition } : {}) });
    for (const further of kids(ipc, 'further-classification')) {
      const code = oldIpcCode(textOf(further));
      if (code !== undefined) out.push({ code, main: false, ...(edition ? { version: edition } : {}) });
    }
  }
  return out;
}

/** CPC main and further codes, those inside a `combination-set` (ranked combinations of codes) included. */
function cpcEntries(biblio: XmlElement): ClassificationEntry[] {
  const cpc = at(biblio, 'classifications-cpc');
  const entries = (block: string, main: boolean) =>
    kids(cpc, block)
      .flatMap((n) => descendants(n, 'classification-cpc'))
      .map((n) => structuredClassification(n, main, 'cpc-version-indicator/date'));
  return [...entries('main-cpc', true), ...entries('further-cpc', false)];
}

function nationalEntries(biblio: XmlElement): ClassificationEntry[] {
  const out: ClassificationEntry[] = [];
  for (const national of kids(biblio, 'classification-national')) {
    const main = uspcCode(rawText(at(national, 'main-classification')));
    if (main !== undefined) out.push({ code: main, main: true });
    for (const further of kids(national, 'further-classification')) {
      const code = uspcCode(rawText(further));
      if (code !== undefined) out.push({ code, main: false });
    }
  }
  return out;
}

function locarnoEntries(biblio: XmlElement): ClassificationEntry[] {
  return kids(biblio, 'classification-locarno').flatMap((node) => {
    const raw = textAt(node, 'main-classification').replace(/\s+/g, '');
    if (raw === '') return [];
    const code = /^\d{4}$/.test(raw) ? `${raw.slice(0, 2)}-${raw.slice(2)}` : raw;
    const edition = textAt(node, 'edition');
    return [{ code, main: true, ...(edition ? { version: edition } : {}) }];
  });
}

function citations(biblio: XmlElement): { patents: PatentCitation[]; npl: NplCitation[] } {
  const patents: PatentCitation[] = [];
  const npl: NplCitation[] = [];
  const nodes = [...all(biblio, 'references-cited/citation'), ...all(biblio, 'us-references-cited/us-citation')];
  for (const node of nodes) {
    const phase = citedByPhase(textAt(node, 'category'));
    const patcit = at(node, 'patcit');
    if (patcit !== undefined) {
      const id = at(patcit, 'document-id');
      const cited = patentCitation({
        country: textAt(id, 'country'),
        number: textAt(id, 'doc-number'),
        kind: textAt(id, 'kind'),
        date: dateOf(textAt(id, 'date')),
        phase,
      });
      if (cited !== undefined) patents.push(cited);
      continue;
    }
    const value = flatText(at(node, 'nplcit')).replace(/\n/g, ' ');
    if (value !== '') npl.push({ text: value, ...(phase ? { phase } : {}) });
  }
  return { patents, npl };
}

/** Foreign priorities, then domestic benefit claims (provisionals P, parents A, PCT W) from the related documents. */
function priorities(biblio: XmlElement): Priority[] {
  const out: Priority[] = [];
  for (const claim of all(biblio, 'priority-claims/priority-claim')) {
    const p = priority(textAt(claim, 'country'), textAt(claim, 'doc-number'), dateOf(textAt(claim, 'date')), 'A');
    if (p !== undefined) out.push(p);
  }
  const related = at(biblio, 'us-related-documents') ?? at(biblio, 'related-documents');
  for (const provisional of kids(related, 'us-provisional-application')) {
    const id = at(provisional, 'document-id');
    const p = priority(textAt(id, 'country') || 'US', textAt(id, 'doc-number'), dateOf(textAt(id, 'date')), 'P');
    if (p !== undefined) out.push(p);
  }
  for (const relation of descendants(related, 'relation')) {
    const parent = at(relation, 'parent-doc/document-id');
    if (parent !== undefined) {
      // A PCT parent is written `<country>US</country><doc-number>PCT/CH02/00573</doc-number>`: a WO application.
      const number = textAt(parent, 'doc-number');
      const pct = /^PCT/i.test(number.trim());
      const p = priority(
        pct ? 'WO' : textAt(parent, 'country') || 'US',
        number,
        dateOf(textAt(parent, 'date')),
        pct ? 'W' : 'A',
      );
      if (p !== undefined) out.push(p);
    }
    const pct = at(relation, 'parent-doc/parent-pct-document/document-id');
    if (pct !== undefined) {
      const p = priority('WO', textAt(pct, 'doc-number'), dateOf(textAt(pct, 'date')), 'W');
      if (p !== undefined) out.push(p);
    }
  }
  const pctFiling = at(biblio, 'pct-or-regional-filing-data/document-id');
  if (pctFiling !== undefined) {
    const p = priority('WO', textAt(pctFiling, 'doc-number'), dateOf(textAt(pctFiling, 'date')), 'W');
    if (p !== undefined) out.push(p);
  }
  return uniq(out, (p) => `${p.country}${p.number}`);
}

function claims(root: XmlElement): Claim[] {
  return all(root, 'claims/claim').map((claim, index) => {
    const num = Number.parseInt(claim.attrs.num ?? '', 10) || index + 1;
    const refs = descendants(claim, 'claim-ref').map((ref) => ref.attrs.idref ?? textOf(ref));
    const value = stripClaimNumber(flatText(claim), num);
    const marked = claimRefs(refs).filter((n) => n !== num);
    const dependsOn = marked.length > 0 ? marked : textClaimRefs(value).filter((n) => n < num);
    return { num, text: value, dependsOn };
  });
}

function drawings(root: XmlElement): Drawing[] {
  return all(root, 'drawings/figure').map((figure, index) => {
    const file = at(figure, 'img')?.attrs.file;
    return { id: figure.attrs.id ?? `Fig-${index + 1}`, ...(file ? { file } : {}) };
  });
}

/** Maps one `us-patent-grant` or `us-patent-application` element. */
export function mapRedbook(root: XmlElement, context: MapContext, format = REDBOOK_FORMAT): DocumentDraft {
  const biblio = at(root, 'us-bibliographic-data-grant') ?? at(root, 'us-bibliographic-data-application');
  const pub = at(biblio, 'publication-reference/document-id');
  const app = at(biblio, 'application-reference/document-id');
  const country = textAt(pub, 'country') || root.attrs.country || 'US';
  const kind = textAt(pub, 'kind');
  const number = textAt(pub, 'doc-number');
  const applicationnumber = usApplicationNumber(textAt(app, 'doc-number'), {
    series: textAt(biblio, 'us-application-series-code') || undefined,
  });
  const parties = at(biblio, 'us-parties') ?? at(biblio, 'parties');
  const applicantNodes = [...all(parties, 'us-applicants/us-applicant'), ...all(parties, 'applicants/applicant')];
  const inventorNodes = [...all(parties, 'inventors/inventor'), ...all(biblio, 'inventors/inventor')];
  const inventorsFrom =
    inventorNodes.length > 0
      ? inventorNodes
      : applicantNodes.filter((n) => (n.attrs['app-type'] ?? '').includes('inventor'));
  const agents = all(parties, 'agents/agent').map((n) => addressbookName(at(n, 'addressbook') ?? n));
  const assignees = all(biblio, 'assignees/assignee').map((n) => addressbookName(at(n, 'addressbook') ?? n));
  const examiners = ['primary-examiner', 'assistant-examiner'].flatMap((role) =>
    kids(at(biblio, 'examiners'), role).map((n) => personName(textAt(n, 'last-name'), textAt(n, 'first-name'))),
  );
  const cited = citations(biblio ?? root);
  const claimList = claims(root);
  const abstract = all(root, 'abstract')
    .map((n) => paragraphs(n, ['p']).join('\n'))
    .filter((s) => s !== '')
    .join('\n');
  const descriptionParagraphs = paragraphs(at(root, 'description'), ['p', 'heading']);
  const figures = drawings(root);
  const figureCount = textAt(biblio, 'figures/number-of-figures');
  const sheetCount = textAt(biblio, 'figures/number-of-drawing-sheets');
  const publicationdate = dateOf(textAt(pub, 'date'));
  const applicationdate = dateOf(textAt(app, 'date'));
  const self = ucidOf(country, number, kind);
  const relatedPublications = all(biblio, 'us-related-documents/related-publication/document-id').flatMap((id) => {
    const ucid = ucidOf(textAt(id, 'country') || 'US', textAt(id, 'doc-number'), textAt(id, 'kind'));
    const date = dateOf(textAt(id, 'date'));
    return ucid === null || applicationnumber === undefined
      ? []
      : [{ ucid, an: applicationnumber, ...(date ? { publicationdate: date } : {}) }];
  });
  const titleNode = at(biblio, 'invention-title');
  return {
    country,
    number,
    kind,
    language: 'en',
    titles: titleNode ? { en: flatText(titleNode).replace(/\n/g, ' ') } : undefined,
    abstracts: abstract ? { en: abstract } : undefined,
    claims: { en: claimList },
    claimcount: statedCount(textAt(biblio, 'number-of-claims')),
    descriptions: { en: descriptionParagraphs },
    applicationnumber,
    publicationdate,
    applicationdate,
    termadjustmentdays: statedCount(textAt(biblio, 'us-term-of-grant/us-term-extension')),
    applicants: applicantNodes.map(addressbookParty).filter((p): p is Party => p !== undefined),
    inventors: inventorsFrom.map(addressbookParty).filter((p): p is Party => p !== undefined),
    agents_name_normalized: uniq(agents.filter((n) => n !== '')),
    assignees_name_original: uniq(assignees.filter((n) => n !== '')),
    examiners: examiners.filter((n) => n !== ''),
    priorities: priorities(biblio ?? root),
    classifications: {
      ipc: ipcEntries(biblio ?? root),
      cpc: cpcEntries(biblio ?? root),
      us: nationalEntries(biblio ?? root),
      locarno: locarnoEntries(biblio ?? root),
    },
    citations: cited,
    drawings: figures,
    drawingscount: figureCount
      ? Number(figureCount)
      : sheetCount
        ? Number(sheetCount)
        : figures.length > 0
          ? figures.length
          : undefined,
    familydata: statedFamily(self, applicationnumber, { publicationdate, applicationdate }, relatedPublications),
    provenance: { format, file: context.file, position: { index: context.index, line: context.line } },
  };
}

export const usptoRedbookXmlReader: FormatReader = {
  format: 'uspto-redbook-xml',
  detect: detectRedbook,
  read(entry: SourceEntry): AsyncIterable<ReadResult> {
    return readXmlEntry(entry, REDBOOK_FORMAT, ROOTS, mapRedbook);
  },
};
