// Reader of EPO DOCDB exchange XML (`exch:exchange-document`, one or many per file): bibliographic master data
// with the DOCDB family id. The OPS reader maps OPS `exchange-document`s (the same schema) with `mapExchangeDocument`.
import type {
  ClassificationEntry,
  FamilyPublication,
  NplCitation,
  Party,
  PatentCitation,
  PatentDocumentFields,
  Priority,
} from '@app/shared';
import { isGrantKind, ucidOf } from '@app/shared';
import { paragraphsOf, provenanceOf, readRecords } from './epo-common';
import {
  applicationNumberOf,
  assigneeFields,
  categoriesOf,
  citationPhaseOf,
  claimsOfNumberedTexts,
  classCode,
  classificationOfLine,
  classificationOfOldIpc,
  dateOf,
  langOf,
  normalizedNames,
  patentCitation,
  priorityOf,
  uniqueCitations,
  uniqueClassifications,
} from './epo-fields';
import type { FormatReader, ReadResult, SourceEntry } from './reader';
import { at, descendants, kids, optionalText, textOf, type XmlElement } from './xml';

const FORMAT = 'epo-docdb';

/** Recognises DOCDB exchange XML: an `exchange-document(s)` root that is not wrapped in an OPS response. */
export function detectEpoDocdb(head: string): boolean {
  if (/<(?:\w+:)?world-patent-data[\s>]/.test(head)) return false;
  return /<(?:\w+:)?exchange-documents?[\s>]/.test(head) && /<(?:\w+:)?bibliographic-data[\s>]/.test(head);
}

/** The `document-id` of a reference in a data format (`docdb`, `epodoc`, `original`). */
export function documentIdOf(refs: readonly XmlElement[], format: string): XmlElement | undefined {
  // A reference without any format attribute (ST.36 full text) is taken as DOCDB.
  const ref = refs.find(
    (el) => (el.attrs['data-format'] ?? at(el, 'document-id')?.attrs['document-id-type'] ?? 'docdb') === format,
  );
  if (ref === undefined) return undefined;
  return (
    kids(ref, 'document-id').find((id) => (id.attrs['document-id-type'] ?? format) === format) ?? at(ref, 'document-id')
  );
}

type NamedParty = { sequence: string; format: string; name: string; country?: string };

function namedParties(parent: XmlElement | undefined, item: string, nameEl: string): NamedParty[] {
  return kids(parent, item)
    .map((el) => {
      const nameNode = at(el, nameEl);
      let name = (optionalText(nameNode, 'name') ?? textOf(nameNode)).replace(/[\s,;]+$/, '');
      let country = optionalText(el, 'residence/country');
      // EPODOC names carry the residence in brackets (`9SOLUTIONS OY [FI]`).
      const bracket = /\s*\[([A-Z]{2})\]$/.exec(name);
      if (bracket !== null) {
        country ??= bracket[1];
        name = name.slice(0, bracket.index).trim();
      }
      const party: NamedParty = {
        sequence: el.attrs.sequence ?? '',
        format: el.attrs['data-format'] ?? 'docdb',
        name,
      };
      if (country !== undefined && /^[A-Z]{2}$/.test(country)) party.country = country;
      return party;
    })
    .filter((party) => party.name !== '');
}

/** Parties with the original (`docdba`/`original`) spelling where there is one, the residence from DOCDB. */
function partiesOf(list: NamedParty[]): { parties: Party[]; all: string[] } {
  const docdb = list.filter((party) => party.format === 'docdb' || party.format === 'epodoc');
  const docdba = list.filter((party) => party.format === 'docdba');
  const original = docdba.length > 0 ? docdba : list.filter((party) => party.format === 'original');
  const chosen = original.length > 0 ? original : docdb;
  const parties = chosen.map((party) => {
    const country = party.country ?? docdb.find((other) => other.sequence === party.sequence)?.country;
    return country === undefined ? { name: party.name } : { name: party.name, country };
  });
  return { parties, all: [...original, ...docdb].map((party) => party.name) };
}

function classificationsOf(biblio: XmlElement): PatentDocumentFields['classifications'] {
  const ipc: ClassificationEntry[] = [];
  for (const el of descendants(at(biblio, 'classifications-ipcr'), 'classification-ipcr')) {
    const entry = classificationOfLine(textOf(at(el, 'text')) || textOf(el));
    if (entry !== null) ipc.push(entry);
  }
  const oldIpc = at(biblio, 'classification-ipc');
  const edition = optionalText(oldIpc, 'edition');
  for (const el of kids(oldIpc, 'main-classification', 'further-classification')) {
    const entry = classificationOfOldIpc(textOf(el), edition);
    if (entry !== null) ipc.push({ ...entry, main: el.local === 'main-classification' });
  }
  const cpc: ClassificationEntry[] = [];
  const jpfi: ClassificationEntry[] = [];
  const jpft: ClassificationEntry[] = [];
  for (const el of descendants(at(biblio, 'patent-classifications'), 'patent-classification')) {
    const scheme = (at(el, 'classification-scheme')?.attrs.scheme ?? '').toUpperCase();
    // OPS writes the symbol in parts: section H, class 04, subclass W, main-group 84, subgroup 20.
    const parts = ['section', 'class', 'subclass', 'main-group', 'subgroup'].map(
      (name) => optionalText(el, name) ?? '',
    );
    const symbol =
      optionalText(el, 'classification-symbol') ??
      (parts.every((part) => part !== '') ? `${parts.slice(0, 4).join('')}/${parts[4]}` : undefined);
    if (symbol === undefined) continue;
    const entry: ClassificationEntry = { code: classCode(symbol) };
    const position = optionalText(el, 'symbol-position');
    const value = optionalText(el, 'classification-value');
    if (position !== undefined) entry.main = position === 'F';
    if (value !== undefined) entry.inventive = value === 'I';
    const version = optionalText(at(el, 'classification-scheme'), 'date');
    if (version !== undefined && /^\d{8}$/.test(version))
      entry.version = `${version.slice(0, 4)}.${version.slice(4, 6)}`;
    if (scheme.startsWith('CPC')) cpc.push(entry);
    else if (scheme === 'FI') jpfi.push({ code: symbol.trim() });
    else if (scheme === 'FTERM') jpft.push({ code: symbol.trim() });
  }
  return {
    ipc: uniqueClassifications(ipc),
    cpc: uniqueClassifications(cpc),
    jpfi: uniqueClassifications(jpfi),
    jpft: uniqueClassifications(jpft),
  };
}

function citationsOf(biblio: XmlElement): PatentDocumentFields['citations'] {
  const patents: PatentCitation[] = [];
  const npl: NplCitation[] = [];
  for (const citation of descendants(at(biblio, 'references-cited'), 'citation')) {
    const categories = categoriesOf(kids(citation, 'category').map(textOf));
    const phase = citationPhaseOf(citation.attrs['cited-phase']);
    const extra = { ...(categories.length > 0 ? { categories } : {}), ...(phase !== undefined ? { phase } : {}) };
    const patcit = at(citation, 'patcit');
    const nplcit = at(citation, 'nplcit');
    if (patcit !== undefined) {
      const id = kids(patcit, 'document-id').find((el) => at(el, 'country') !== undefined) ?? at(patcit, 'document-id');
      const found =
        patentCitation(
          optionalText(id, 'country'),
          optionalText(id, 'doc-number'),
          optionalText(id, 'kind'),
          optionalText(id, 'date'),
        ) ?? patentCitation(undefined, patcit.attrs.dnum, undefined);
      if (found !== null) patents.push({ ...found, ...extra });
    } else if (nplcit !== undefined) {
      const text = textOf(at(nplcit, 'text')) || textOf(nplcit);
      if (text !== '') npl.push({ text, ...extra });
    }
  }
  return { patents: uniqueCitations(patents), npl: uniqueCitations(npl) };
}

function prioritiesOf(biblio: XmlElement): Priority[] {
  const priorities: Priority[] = [];
  const claims = kids(at(biblio, 'priority-claims'), 'priority-claim');
  const formatOf = (claim: XmlElement, id: XmlElement): string =>
    claim.attrs['data-format'] ?? id.attrs['document-id-type'] ?? 'docdb';
  const ids = claims.flatMap((claim) => kids(claim, 'document-id').map((id) => ({ id, format: formatOf(claim, id) })));
  // DOCDB numbers where given; OPS biblio often has only the EPODOC form (`EP20100167109`).
  const wanted = ids.some((item) => item.format === 'docdb') ? 'docdb' : 'epodoc';
  for (const { id, format } of ids) {
    if (format !== wanted) continue;
    const priority = priorityOf(
      optionalText(id, 'country'),
      optionalText(id, 'doc-number'),
      optionalText(id, 'date'),
      optionalText(id, 'kind'),
      format === 'docdb',
    );
    if (priority !== null && !priorities.some((known) => known.number === priority.number)) priorities.push(priority);
  }
  return priorities;
}

/** Members of a DOCDB `<patent-family>` block: one publication per published document of each application. */
export function familyPublicationsOf(family: XmlElement | undefined): FamilyPublication[] {
  const publications: FamilyPublication[] = [];
  for (const member of kids(family, 'family-member')) {
    const appId = documentIdOf(kids(member, 'application-reference'), 'docdb');
    const an = applicationNumberOf(optionalText(appId, 'country'), optionalText(appId, 'doc-number'), {
      docdb: true,
      kind: optionalText(appId, 'kind'),
    });
    const applicationdate = dateOf(optionalText(appId, 'date'));
    for (const ref of kids(member, 'publication-reference')) {
      if ((ref.attrs['data-format'] ?? 'docdb') !== 'docdb') continue;
      const id = at(ref, 'document-id');
      const ucid = ucidOf(
        optionalText(id, 'country') ?? '',
        optionalText(id, 'doc-number') ?? '',
        optionalText(id, 'kind') ?? '',
      );
      if (ucid === null || an === undefined) continue;
      const publicationdate = dateOf(optionalText(id, 'date'));
      publications.push({
        ucid,
        an,
        ...(publicationdate !== undefined ? { publicationdate } : {}),
        ...(applicationdate !== undefined ? { applicationdate } : {}),
      });
    }
  }
  return publications;
}

/**
 * Maps one `exchange-document` (DOCDB or OPS) to the model; `format` names the reader for provenance. Returns a
 * message when the document cannot be identified.
 */
export function mapExchangeDocument(
  doc: XmlElement,
  format: string,
  file: string,
  index: number | undefined,
): PatentDocumentFields | string {
  const biblio = at(doc, 'bibliographic-data');
  const pubRefs = kids(biblio, 'publication-reference');
  const pubId = documentIdOf(pubRefs, 'docdb');
  const country = (doc.attrs.country ?? optionalText(pubId, 'country') ?? '').toUpperCase();
  const number = doc.attrs['doc-number'] ?? optionalText(pubId, 'doc-number');
  const kind = (doc.attrs.kind ?? optionalText(pubId, 'kind') ?? '').toUpperCase();
  if (number === undefined || country === '') return 'The exchange document names no publication number.';
  const ucid = ucidOf(country, number, kind);
  if (ucid === null) return `No valid publication number: ${country} ${number} ${kind}.`;
  const serial = ucid.split('-')[1] ?? '';

  const appRefs = kids(biblio, 'application-reference');
  const appId = documentIdOf(appRefs, 'docdb');
  // OPS dates the application only in its EPODOC form.
  const appDate =
    optionalText(appId, 'date') ??
    appRefs
      .flatMap((ref) => kids(ref, 'document-id'))
      .map((id) => optionalText(id, 'date'))
      .find(Boolean);
  const applicationnumber = applicationNumberOf(optionalText(appId, 'country'), optionalText(appId, 'doc-number'), {
    docdb: true,
    kind: optionalText(appId, 'kind'),
  });
  const parties = at(biblio, 'parties');
  const applicants = partiesOf(namedParties(at(parties, 'applicants'), 'applicant', 'applicant-name'));
  const inventors = partiesOf(namedParties(at(parties, 'inventors'), 'inventor', 'inventor-name'));
  const agents = partiesOf(namedParties(at(parties, 'agents'), 'agent', 'agent-name'));

  const titles: Record<string, string> = {};
  for (const el of kids(biblio, 'invention-title')) {
    const lang = langOf(el.attrs.lang);
    const text = textOf(el);
    if (lang !== undefined && text !== '' && titles[lang] === undefined) titles[lang] = text;
  }
  const abstracts: Record<string, string> = {};
  for (const el of kids(doc, 'abstract')) {
    const lang = langOf(el.attrs.lang);
    const text = paragraphsOf(el).join('\n');
    if (lang !== undefined && text !== '' && abstracts[lang] === undefined) abstracts[lang] = text;
  }
  // DOCDB backfile abstracts may carry claims; OPS full-cycle never does. Kept when present.
  const claims: Record<string, ReturnType<typeof claimsOfNumberedTexts>> = {};
  for (const el of kids(doc, 'claims')) {
    const lang = langOf(el.attrs.lang);
    const list = claimsOfNumberedTexts(descendants(el, 'claim-text').map(textOf));
    if (lang !== undefined && list.length > 0) claims[lang] ??= list;
  }
  const availability = at(biblio, 'dates-of-public-availability');
  // OPS biblio has no `printed-with-grant`. An EP B1 and a US grant are published on the day of grant (not so a JP
  // or KR grant, published weeks after registration, nor an EP B2 amended after opposition).
  const publicationdate = dateOf(doc.attrs['date-publ'] ?? optionalText(pubId, 'date'));
  const grantdate =
    dateOf(optionalText(availability, 'printed-with-grant/document-id/date')) ??
    ((country === 'EP' && kind === 'B1') || (country === 'US' && isGrantKind(country, kind, serial))
      ? publicationdate
      : undefined);
  const familyId = doc.attrs['family-id'];
  const members = familyPublicationsOf(at(doc, 'patent-family'));
  const pubLang = langOf(optionalText(biblio, 'language-of-publication')) ?? langOf(pubId?.attrs.lang);

  const fields: PatentDocumentFields = {
    id: ucid,
    country,
    kindcode: kind,
    publicationnumber: `${country}${serial}${kind}`,
    applicationnumber,
    publicationdate,
    applicationdate: dateOf(appDate),
    grantdate,
    language: pubLang,
    titles,
    abstracts,
    claims,
    priorities: prioritiesOf(biblio ?? doc),
    applicants: applicants.parties,
    inventors: inventors.parties,
    inventors_name_normalized: normalizedNames(inventors.parties.map((party) => party.name)),
    agents_name_normalized: normalizedNames(agents.parties.map((party) => party.name)),
    ...assigneeFields(applicants.parties.map((party) => party.name)),
    classifications: biblio === undefined ? undefined : classificationsOf(biblio),
    citations: biblio === undefined ? undefined : citationsOf(biblio),
    provenance: provenanceOf(format, file, index, doc.line),
  } as PatentDocumentFields;
  if (applicants.all.length > 0) {
    // The probable name folds the DOCDB (`YEDA RES & DEV`) and original spellings of each applicant.
    fields.assignees_name_probable = assigneeFields(applicants.all).assignees_name_probable;
  }
  if (familyId !== undefined || members.length > 0) {
    const self = members.some((member) => member.ucid === ucid);
    const publications =
      self || applicationnumber === undefined
        ? members
        : [
            {
              ucid,
              an: applicationnumber,
              ...(fields.publicationdate !== undefined ? { publicationdate: fields.publicationdate } : {}),
              ...(fields.applicationdate !== undefined ? { applicationdate: fields.applicationdate } : {}),
            },
            ...members,
          ];
    fields.familydata = {
      'simple-family-data': { ...(familyId !== undefined ? { id: familyId } : {}), publications },
    };
  }
  return fields;
}

function read(entry: SourceEntry): AsyncGenerator<ReadResult> {
  return readRecords(
    entry,
    'exchange-document',
    (element, index, rootName) =>
      mapExchangeDocument(element, FORMAT, entry.name, rootName === undefined ? undefined : index),
    'exch:exchange-document',
  );
}

/** The DOCDB exchange reader. */
export const epoDocdbReader: FormatReader = { format: FORMAT, detect: detectEpoDocdb, read };
