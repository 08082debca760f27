// Reader of DPMAconnectPlus register data (German Patent and Trade Mark Office): a `dpma-patent-document` holds the
// register record of one patent or utility model (bibliographic data, abstract, procedural events). The service's
// other answers, search hit lists and design and trademark register data, hold no patent document and are skipped.
import type { ClassificationEntry, LegalEvent, Party, PatentDocumentFields, Priority } from '@app/shared';
import { ucidOf } from '@app/shared';
import { provenanceOf, resultOf } from './epo-common';
import { resolveEntity } from './epo-entities';
import {
  applicationNumberOf,
  assigneeFields,
  dateOf,
  langOf,
  normalizedNames,
  priorityOf,
  uniqueClassifications,
} from './epo-fields';
import type { FormatReader, ReadResult, SourceEntry } from './reader';
import { at, kids, optionalText, readXml, textOf, type XmlElement } from './xml';

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
  const book = at(el, 'addressbook');
  let name = (optionalText(book, 'name') ?? '').trim();
  if (name === '') return undefined;
  const address = at(book, 'address');
  const party: Party = { name };
  const comma = name.lastIndexOf(',');
  if (withCity && comma > 0) {
    name = name.slice(0, comma).trim();
    party.name = name;
    party.city = (optionalText(book, 'name') ?? '').slice(comma + 1).trim();
  }
  const line = optionalText(address, 'address-1');
  if (line !== undefined && line !== '') party.address = line;
  const country = optionalText(address, 'country');
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
  for (const el of kids(at(doc, 'events'), 'event-data')) {
    const date = dateOf(optionalText(el, 'date-of-procedural-status'));
    const code = optionalText(el, 'procedural-status');
    if (date === undefined || code === undefined || code === '') continue;
    events.push({ date, code, description: optionalText(el, 'type-of-procedure') ?? '' });
  }
  return events
    .map((event, order) => ({ event, order }))
    .sort((a, b) => a.event.date - b.event.date || a.order - b.order)
    .map((item) => item.event);
}

/** Maps one `dpma-patent-document` to the model, or a message when it names no publication. */
export function mapDpmaPatent(doc: XmlElement, file: string): PatentDocumentFields | string {
  const biblio = at(doc, 'bibliographic-data');
  const pubId = at(kids(at(biblio, 'publication-references'), 'publication-reference')[0], 'document-id');
  const country = (optionalText(pubId, 'country') ?? '').toUpperCase();
  const number = optionalText(pubId, 'doc-number') ?? '';
  const kind = (optionalText(pubId, 'kind') ?? '').toUpperCase();
  const ucid = ucidOf(country, number, kind);
  if (ucid === null) return `No valid publication number: ${country} ${number} ${kind}.`;
  const serial = ucid.split('-')[1] ?? '';
  const appId = at(at(biblio, 'application-reference'), 'document-id');
  const office = at(biblio, 'office-specific-bib-data');

  const titles: Record<string, string> = {};
  for (const el of kids(biblio, 'invention-title')) {
    const lang = langOf(el.attrs.lang) ?? 'de';
    const text = textOf(el);
    if (text !== '') titles[lang] ??= text;
  }
  const abstract = textOf(at(office, 'abstract'));
  const ipc: ClassificationEntry[] = [];
  for (const el of kids(at(biblio, 'classifications-ipcr'), 'classification-ipcr')) {
    const code = dpmaIpcCode(optionalText(el, 'text') ?? '');
    if (code === undefined) continue;
    const version = optionalText(el, 'ipc-version-indicator');
    ipc.push({ code, ...(el.attrs.sequence === '1' ? { main: true } : {}), ...(version ? { version } : {}) });
  }
  const priorities: Priority[] = [];
  for (const el of kids(at(biblio, 'priority-claims'), 'priority-claim')) {
    const priority = priorityOf(optionalText(el, 'country'), optionalText(el, 'doc-number'), optionalText(el, 'date'));
    if (priority !== null) priorities.push(priority);
  }
  const parties = at(biblio, 'parties');
  const applicants = partiesOf(at(parties, 'applicants'), 'applicant', true);
  const inventors = partiesOf(at(parties, 'inventors'), 'inventor', true);
  const agents = partiesOf(at(parties, 'agents'), 'agent', false);
  const status = optionalText(office, 'status') ?? '';
  const pending = status.startsWith('anhaengig') ? true : status.startsWith('nicht-anhaengig') ? false : undefined;
  const language = Object.keys(titles)[0] ?? 'de';

  return {
    id: ucid,
    country,
    kindcode: kind,
    publicationnumber: `${country}${serial}${kind}`,
    applicationnumber: applicationNumberOf(optionalText(appId, 'country'), optionalText(appId, 'doc-number')),
    applicationdate: dateOf(optionalText(appId, 'date')) ?? dateOf(optionalText(office, 'national-filing-data')),
    publicationdate: dateOf(optionalText(office, 'date-of-first-publication')) ?? dateOf(optionalText(pubId, 'date')),
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
  for await (const event of readXml(entry, {
    isRecord: (local) => local === 'dpma-patent-document',
    entities: resolveEntity,
  })) {
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
