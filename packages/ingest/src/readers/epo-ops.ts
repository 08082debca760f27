// Reader of EPO Open Patent Services (OPS v3.2) XML responses: biblio, abstract, full-cycle and search results with
// biblio (`exchange-document`), claims and description (`fulltext-document`), INPADOC families (`family-member`,
// optionally with biblio and legal events) and legal responses. Every other response (errors, number service,
// classification, inquiries, register) holds no patent document and is skipped with the reason.
import type { FamilyPublication, LegalEvent, PatentDocumentFields, Priority } from '@app/shared';
import { ucidOf } from '@app/shared';
import { provenanceOf, resultOf } from './epo-common';
import { documentIdOf, mapExchangeDocument } from './epo-docdb';
import { resolveEntity } from './epo-entities';
import { applicationNumberOf, dateOf, priorityOf } from './epo-fields';
import { mapFulltextDocument } from './epo-fulltext-documents';
import type { FormatReader, ReadResult, SourceEntry } from './reader';
import { at, kids, optionalText, readXml, textOf, type XmlElement } from './xml';

const FORMAT = 'epo-ops';

/** Recognises an OPS response: the `ops:world-patent-data` envelope or an OPS `fault`. */
export function detectEpoOps(head: string): boolean {
  return (
    /<(?:\w+:)?world-patent-data[\s>]/.test(head) ||
    /<fault[^>]*xmlns="http:\/\/ops\.epo\.org"/.test(head) ||
    /<(?:\w+:)?fault[\s>][\s\S]*<(?:\w+:)?code>/.test(head.slice(0, 2000)) ||
    // An empty OPS answer keeps only the OPS style sheet instruction.
    /^\s*(?:<\?xml[^>]*>\s*)?<\?xml-stylesheet[^>]*style\/[\w-]+\.xsl['"]\s*\?>\s*$/.test(head)
  );
}

// Responses that hold no patent document, by the first element inside the envelope.
const NON_DOCUMENT: Readonly<Record<string, string>> = {
  meta: 'OPS number-service or classification-mapping response (number conversions, no patent document)',
  standardization: 'OPS number-service response (number conversions, no patent document)',
  'classification-scheme': 'OPS CPC classification scheme response (scheme titles, no patent document)',
  'classification-search': 'OPS CPC classification statistics response (counts per class, no patent document)',
  'document-inquiry': 'OPS image inquiry response (drawing page index, no patent document)',
  'fulltext-inquiry': 'OPS full-text inquiry response (available full-text instances, no patent document)',
  'equivalents-inquiry': 'OPS published-equivalents response (publication references only, no bibliographic data)',
  'register-search': 'OPS EP Register response (register data is not a publication; not read by this reader)',
  'register-documents': 'OPS EP Register response (register data is not a publication; not read by this reader)',
  'biblio-search': 'OPS search response without constituents (publication references only, no bibliographic data)',
};

function legalEventsOf(member: XmlElement, country: string): LegalEvent[] {
  const events: LegalEvent[] = [];
  for (const legal of kids(member, 'legal')) {
    const code = (legal.attrs.code ?? optionalText(legal, 'L008EP') ?? '').trim();
    const date = dateOf(optionalText(legal, 'L007EP'));
    if (code === '' || date === undefined) continue;
    const office = (optionalText(legal, 'L001EP') ?? country).trim().toUpperCase();
    const event: LegalEvent = {
      date,
      code: `${office} ${code}`,
      description: (legal.attrs.desc ?? '').trim(),
    };
    if (/^[A-Z]{2}$/.test(office) && office !== country) event.country = office;
    events.push(event);
  }
  return events.sort((a, b) => a.date - b.date);
}

type Member = {
  element: XmlElement;
  index: number;
  ucid: string | null;
  familyId: string | undefined;
  publication: FamilyPublication | null;
};

function memberOf(element: XmlElement, index: number): Member {
  const pubId = documentIdOf(kids(element, 'publication-reference'), 'docdb');
  const appId = documentIdOf(kids(element, 'application-reference'), 'docdb');
  const ucid = ucidOf(
    optionalText(pubId, 'country') ?? '',
    optionalText(pubId, 'doc-number') ?? '',
    optionalText(pubId, 'kind') ?? '',
  );
  const an = applicationNumberOf(optionalText(appId, 'country'), optionalText(appId, 'doc-number'), {
    docdb: true,
    kind: optionalText(appId, 'kind'),
  });
  let publication: FamilyPublication | null = null;
  if (ucid !== null && an !== undefined) {
    const publicationdate = dateOf(optionalText(pubId, 'date'));
    const applicationdate = dateOf(optionalText(appId, 'date'));
    publication = {
      ucid,
      an,
      ...(publicationdate !== undefined ? { publicationdate } : {}),
      ...(applicationdate !== undefined ? { applicationdate } : {}),
    };
  }
  return { element, index, ucid, familyId: element.attrs['family-id'], publication };
}

/** One document per family member, with the family filled and the member's biblio and legal events when given. */
function familyDocument(
  member: Member,
  all: readonly Member[],
  file: string,
): { fields: PatentDocumentFields } | { error: string } {
  const { element } = member;
  const exchange = at(element, 'exchange-document');
  let fields: PatentDocumentFields;
  if (exchange !== undefined) {
    const mapped = mapExchangeDocument(exchange, FORMAT, file, member.index);
    if (typeof mapped === 'string') return { error: mapped };
    fields = mapped;
  } else {
    if (member.ucid === null) return { error: 'The family member names no valid publication number.' };
    const [country = '', serial = '', kind = ''] = member.ucid.split('-');
    const priorities: Priority[] = [];
    for (const claim of kids(element, 'priority-claim')) {
      const id = documentIdOf([claim], 'docdb') ?? at(claim, 'document-id');
      const priority = priorityOf(
        optionalText(id, 'country'),
        optionalText(id, 'doc-number'),
        optionalText(id, 'date'),
        optionalText(id, 'kind'),
        true,
      );
      if (priority !== null && !priorities.some((known) => known.number === priority.number)) priorities.push(priority);
    }
    fields = {
      id: member.ucid,
      country,
      kindcode: kind,
      publicationnumber: `${country}${serial}${kind}`,
      applicationnumber: member.publication?.an,
      publicationdate: member.publication?.publicationdate,
      applicationdate: member.publication?.applicationdate,
      priorities,
      provenance: provenanceOf(FORMAT, file, member.index, element.line),
    } as PatentDocumentFields;
  }
  fields.provenance = provenanceOf(FORMAT, file, member.index, element.line);
  const publications = all.map((other) => other.publication).filter((pub): pub is FamilyPublication => pub !== null);
  const simple = all
    .filter((other) => member.familyId !== undefined && other.familyId === member.familyId)
    .map((other) => other.publication)
    .filter((pub): pub is FamilyPublication => pub !== null);
  fields.familydata = {
    ...(member.familyId !== undefined ? { 'simple-family-data': { id: member.familyId, publications: simple } } : {}),
    'extended-family-data': { publications },
  };
  const events = legalEventsOf(element, fields.country);
  if (events.length > 0) fields.legalevents = events;
  return { fields };
}

async function* read(entry: SourceEntry): AsyncGenerator<ReadResult> {
  const envelope: string[] = [];
  const members: Member[] = [];
  let documents = 0;
  let fault: XmlElement | undefined;
  let failed = false;
  const events = readXml(entry, {
    isRecord: (local, ancestors) =>
      local === 'fault' ||
      local === 'family-member' ||
      local === 'fulltext-document' ||
      (local === 'exchange-document' && !ancestors.includes('family-member')),
    openDepth: 3,
    entities: resolveEntity,
  });
  for await (const event of events) {
    if (event.type === 'open') {
      envelope.push(event.element.local);
      continue;
    }
    if (event.type === 'error') {
      if (event.message.startsWith('No root element') && documents === 0) {
        yield { kind: 'skipped', file: entry.name, reason: 'Empty OPS response: no XML element, only a style sheet' };
        return;
      }
      yield { kind: 'error', file: entry.name, position: event.position, message: event.message };
      failed = true;
      break;
    }
    const { element, index } = event;
    const position = { line: element.line, document: index };
    if (element.local === 'fault') {
      fault = element;
    } else if (element.local === 'family-member') {
      members.push(memberOf(element, index));
    } else {
      const mapped =
        element.local === 'fulltext-document'
          ? mapFulltextDocument(element, FORMAT, entry.name, index)
          : mapExchangeDocument(element, FORMAT, entry.name, index);
      documents += 1;
      if (typeof mapped === 'string') yield { kind: 'error', file: entry.name, position, message: mapped };
      else yield resultOf(mapped, entry.name, position);
    }
  }
  // Family members are complete only together: each document lists all of them.
  for (const member of members) {
    documents += 1;
    const position = { line: member.element.line, document: member.index };
    const built = familyDocument(member, members, entry.name);
    if ('error' in built) yield { kind: 'error', file: entry.name, position, message: built.error };
    else yield resultOf(built.fields, entry.name, position);
  }
  if (documents > 0 || failed) return;
  if (fault !== undefined) {
    const code = optionalText(fault, 'code') ?? '?';
    const message = optionalText(fault, 'message') ?? textOf(fault);
    const description = optionalText(fault, 'description');
    yield {
      kind: 'skipped',
      file: entry.name,
      reason: `OPS error response ${code}: ${message}${description !== undefined ? ` (${description})` : ''}`,
    };
    return;
  }
  const inner = envelope.find((local) => NON_DOCUMENT[local] !== undefined);
  if (inner !== undefined) {
    yield { kind: 'skipped', file: entry.name, reason: NON_DOCUMENT[inner]! };
    return;
  }
  const root = envelope[0];
  if (root === undefined) {
    yield { kind: 'skipped', file: entry.name, reason: 'OPS response with an empty envelope (no patent document)' };
    return;
  }
  yield {
    kind: 'error',
    file: entry.name,
    position: { line: 1 },
    message: `Unknown OPS response: <${envelope.slice(0, 3).join('> <')}> holds no patent document.`,
  };
}

/** The OPS response reader. */
export const epoOpsReader: FormatReader = { format: FORMAT, detect: detectEpoOps, read };
