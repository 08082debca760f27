// Reader of DPMAconnectPlus register data (German Patent and Trade Mark Office): a `dpma-patent-document` holds the
// register record of one patent or utility model (bibliographic data, abstract, procedural events). The service's
// other answers, search hit lists and design and trademark register data, hold no patent document and are skipped.
import type { ClassificationEntry, LegalEvent, Party, PatentDocumentFields, Priority } from '@app/shared';
import { ucidOf } from '@app/shared';
import { provenanceOf, resultOf } from './epo-common';
import {
  applicationNumberOf,
  assigneeFields,
  dateOf,
  langOf,
  normalizedNames,
  priorityOf,
  uniqueClassifications,
} from './epo-fields';
import { kid, kids, kidText, readXml, textOf, type XmlElement } from './epo-xml';
import type { FormatReader, ReadResult, SourceEntry } from './reader';

const FORMAT = 'dpma-xml';

const HIT_LIST = /<(?:PatentHitList|DesignHitList|HitList)\b[^>]*\bHitCount=/;
const REGISTER_EXT = /register\.dpma\.de\/standards\/XMLSchema\/DE-(?:Design|TM)-RegisterExt/;

/** Recognises DPMAconnectPlus answers: patent register data, design and trademark register data, hit lists. */
export function detectDpmaXml(head: string): boolean {
  if (/<dpma-patent-document[\s>]/.test(head)) return true;
  if (REGISTER_EXT.test(head)) return true;
  return HIT_LIST.test(head) && /<Counter>\s*<DocumentHits>/.test(head);
}

/** Why a DPMAconnectPlus answer with this root holds no patent document; undefined for a patent record. */
export function dpmaSkipReason(root: XmlElement): string | undefined {
  const ns = root.attrs.xmlns ?? '';
  switch (root.local) {
    case 'dpma-patent-document':
      return undefined;
    case 'PatentHitList':
      return 'DPMAconnectPlus patent search hit list (PatentHitList): register search results with short bibliographic data, no patent documents; the register data of each hit is a dpma-patent-document.';
    case 'DesignHitList':
      return 'DPMAconnectPlus design search hit list (DesignHitList): registered designs, not patent documents.';
    case 'HitList':
      return 'DPMAconnectPlus trademark search hit list (HitList): trademarks, not patent documents.';
    case 'Transaction':
      if (ns.includes('designs')) {
        return 'DPMAconnectPlus design register data (WIPO ST.86 Transaction): a registered design, not a patent document.';
      }
      if (ns.includes('trademarks')) {
        return 'DPMAconnectPlus trademark register data (WIPO ST.66 Transaction): a trademark, not a patent document.';
      }
      return `DPMAconnectPlus Transaction of namespace ${ns || '(none)'}: not patent register data.`;
    default:
      return `Root <${root.name}> is no DPMAconnectPlus patent register record (dpma-patent-document).`;
  }
}

/** A DPMA IPC symbol in the 14-character form (`H02K0016000000`) or written (`B60K 1/00`) as a code. */
export function dpmaIpcCode(symbol: string): string | undefined {
  const value = symbol.replace(/\s+/g, '').toUpperCase();
  const fixed = /^([A-H]\d\d[A-Z])(\d{4})(\d{6})$/.exec(value);
  if (fixed !== null) {
    const group = String(Number(fixed[2]));
    const subgroup = fixed[3]!.replace(/0+$/, '').padEnd(2, '0');
    return `${fixed[1]}${group}/${subgroup}`;
  }
  return /^[A-H]\d\d[A-Z]\d{1,4}\/\d{2,6}$/.test(value) ? value : undefined;
}

/**
 * A party of the register: `<name>` is `Name, City` (the city is the last comma part for applicants and inventors;
 * agents have it in `address-1` with the postcode), `address-1` the region or postcode and city.
 */
function partyOf(el: XmlElement, withCity: boolean): Party | undefined {
  const book = kid(el, 'addressbook');
  let name = (kidText(book, 'name') ?? '').trim();
  if (name === '') return undefined;
  const address = kid(book, 'address');
  const party: Party = { name };
  const comma = name.lastIndexOf(',');
  if (withCity && comma > 0) {
    name = name.slice(0, comma).trim();
    party.name = name;
    party.city = (kidText(book, 'name') ?? '').slice(comma + 1).trim();
  }
  const line = kidText(address, 'address-1');
  if (line !== undefined && line !== '') party.address = line;
  const country = kidText(address, 'country');
  if (country !== undefined && /^[A-Z]{2}$/.test(country)) party.country = country;
  return party;
}

function partiesOf(parent: XmlElement | undefined, item: string, withCity: boolean): Party[] {
  return kids(parent, item)
    .map((el) => partyOf(el, withCity))
    .filter((party): party is Party => party !== undefined);
}

function eventsOf(doc: XmlElement): LegalEvent[] {
  const events: LegalEvent[] = [];
  for (const el of kids(kid(doc, 'events'), 'event-data')) {
    const date = dateOf(kidText(el, 'date-of-procedural-status'));
    const code = kidText(el, 'procedural-status');
    if (date === undefined || code === undefined || code === '') continue;
    events.push({ date, code, description: kidText(el, 'type-of-procedure') ?? '' });
  }
  return events
    .map((event, order) => ({ event, order }))
    .sort((a, b) => a.event.date - b.event.date || a.order - b.order)
    .map((item) => item.event);
}

/** Maps one `dpma-patent-document` to the model, or a message when it names no publication. */
export function mapDpmaPatent(doc: XmlElement, file: string): PatentDocumentFields | string {
  const biblio = kid(doc, 'bibliographic-data');
  const pubId = kid(kids(kid(biblio, 'publication-references'), 'publication-reference')[0], 'document-id');
  const country = (kidText(pubId, 'country') ?? '').toUpperCase();
  const number = kidText(pubId, 'doc-number') ?? '';
  const kind = (kidText(pubId, 'kind') ?? '').toUpperCase();
  const ucid = ucidOf(country, number, kind);
  if (ucid === null) return `No valid publication number: ${country} ${number} ${kind}.`;
  const serial = ucid.split('-')[1] ?? '';
  const appId = kid(kid(biblio, 'application-reference'), 'document-id');
  const office = kid(biblio, 'office-specific-bib-data');

  const titles: Record<string, string> = {};
  for (const el of kids(biblio, 'invention-title')) {
    const lang = langOf(el.attrs.lang) ?? 'de';
    const text = textOf(el);
    if (text !== '') titles[lang] ??= text;
  }
  const abstract = textOf(kid(office, 'abstract'));
  const ipc: ClassificationEntry[] = [];
  for (const el of kids(kid(biblio, 'classifications-ipcr'), 'classification-ipcr')) {
    const code = dpmaIpcCode(kidText(el, 'text') ?? '');
    if (code === undefined) continue;
    const version = kidText(el, 'ipc-version-indicator');
    ipc.push({ code, ...(el.attrs.sequence === '1' ? { main: true } : {}), ...(version ? { version } : {}) });
  }
  const priorities: Priority[] = [];
  for (const el of kids(kid(biblio, 'priority-claims'), 'priority-claim')) {
    const priority = priorityOf(kidText(el, 'country'), kidText(el, 'doc-number'), kidText(el, 'date'));
    if (priority !== null) priorities.push(priority);
  }
  const parties = kid(biblio, 'parties');
  const applicants = partiesOf(kid(parties, 'applicants'), 'applicant', true);
  const inventors = partiesOf(kid(parties, 'inventors'), 'inventor', true);
  const agents = partiesOf(kid(parties, 'agents'), 'agent', false);
  const status = kidText(office, 'status') ?? '';
  const pending = status.startsWith('anhaengig') ? true : status.startsWith('nicht-anhaengig') ? false : undefined;
  const language = Object.keys(titles)[0] ?? 'de';

  return {
    id: ucid,
    country,
    kindcode: kind,
    publicationnumber: `${country}${serial}${kind}`,
    applicationnumber: applicationNumberOf(kidText(appId, 'country'), kidText(appId, 'doc-number')),
    applicationdate: dateOf(kidText(appId, 'date')) ?? dateOf(kidText(office, 'national-filing-data')),
    publicationdate: dateOf(kidText(office, 'date-of-first-publication')) ?? dateOf(kidText(pubId, 'date')),
    language,
    titles,
    abstracts: abstract === '' ? undefined : { [language]: abstract },
    priorities,
    applicants,
    inventors,
    inventors_name_normalized: normalizedNames(inventors.map((party) => party.name)),
    agents_name_normalized: normalizedNames(agents.map((party) => party.name)),
    ...assigneeFields(applicants.map((party) => party.name)),
    classifications: { ipc: uniqueClassifications(ipc) },
    legalevents: eventsOf(doc),
    pending,
    provenance: provenanceOf(FORMAT, file, undefined),
  } as PatentDocumentFields;
}

async function* readDpma(entry: SourceEntry): AsyncGenerator<ReadResult> {
  let documents = 0;
  let root: XmlElement | undefined;
  for await (const event of readXml(entry, { isRecord: (local) => local === 'dpma-patent-document' })) {
    if (event.type === 'open') {
      if (root === undefined) {
        root = event.element;
        const reason = dpmaSkipReason(root);
        if (reason !== undefined) {
          yield { kind: 'skipped', file: entry.name, reason };
          return;
        }
      }
      continue;
    }
    if (event.type === 'error') {
      yield { kind: 'error', file: entry.name, position: event.position, message: event.message };
      return;
    }
    const position = { line: event.element.line, document: event.index };
    documents += 1;
    const mapped = mapDpmaPatent(event.element, entry.name);
    if (typeof mapped === 'string') yield { kind: 'error', file: entry.name, position, message: mapped };
    else yield resultOf(mapped, entry.name, position);
  }
  if (documents === 0) {
    yield { kind: 'error', file: entry.name, position: { line: 1 }, message: 'No <dpma-patent-document> element.' };
  }
}

/** The DPMAconnectPlus register reader. */
export const dpmaXmlReader: FormatReader = { format: FORMAT, detect: detectDpmaXml, read: readDpma };
