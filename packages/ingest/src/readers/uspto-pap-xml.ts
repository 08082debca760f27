import type { Claim, ClassificationEntry, Drawing, Party, Priority } from '@app/shared';
import type { FormatReader, ReadResult, SourceEntry } from './reader';
import { type DocumentDraft, flatText, type MapContext, paragraphs, readXmlEntry } from './uspto-common';
import {
  claimRefs,
  dateOf,
  oldIpcCode,
  party,
  personName,
  priority,
  stripClaimNumber,
  textClaimRefs,
  uniq,
  usApplicationNumber,
  uspcCode,
} from './uspto-fields';
import { all, at, descendants, kids, textAt, textOf, type XmlElement } from './xml';

// USPTO pre-grant publications 2001–2004 in the `patent-application-publication` DTD v1.5/v1.6 ("PAP").

export const PAP_FORMAT = 'uspto-pap-xml';

/** Recognises PAP XML by its root element. */
export function detectPap(head: string): boolean {
  return /<patent-application-publication[\s>]/.test(head);
}

function nameOf(name: XmlElement | undefined): string {
  const given = [textAt(name, 'given-name'), textAt(name, 'middle-name')].filter((s) => s !== '').join(' ');
  const family = [textAt(name, 'family-name'), textAt(name, 'name-suffix')].filter((s) => s !== '').join(' ');
  return personName(family, given);
}

function inventorOf(node: XmlElement): Party | undefined {
  const residence = at(node, 'residence/residence-us') ?? at(node, 'residence/residence-non-us');
  const us = at(node, 'residence/residence-us') !== undefined;
  const address = at(node, 'address');
  return party(nameOf(at(node, 'name')), {
    address: textAt(address, 'address-1') || undefined,
    city: textAt(residence, 'city') || textAt(address, 'city') || undefined,
    state: textAt(residence, 'state') || textAt(address, 'state') || undefined,
    country: textAt(residence, 'country-code') || (us ? 'US' : undefined),
  });
}

function uspc(node: XmlElement): string | undefined {
  const cls = textAt(node, 'class');
  const sub = textAt(node, 'subclass');
  return cls === '' ? undefined : uspcCode(cls.padStart(3, ' ') + sub);
}

function classifications(tech: XmlElement | undefined) {
  const ipcNode = at(tech, 'classification-ipc');
  const edition = textAt(ipcNode, 'classification-ipc-edition');
  const version = edition ? { version: edition.replace(/^0+(?=\d)/, '') } : {};
  const ipc: ClassificationEntry[] = [
    ...all(ipcNode, 'classification-ipc-primary/ipc').map((n) => ({
      code: oldIpcCode(textOf(n)) ?? '',
      main: true,
      ...version,
    })),
    ...all(ipcNode, 'classification-ipc-secondary/ipc').map((n) => ({
      code: oldIpcCode(textOf(n)) ?? '',
      main: false,
      ...version,
    })),
  ].filter((e) => e.code !== '');
  const usNode = at(tech, 'classification-us');
  const us: ClassificationEntry[] = [
    ...all(usNode, 'classification-us-primary/uspc').map((n) => ({ code: uspc(n) ?? '', main: true })),
    ...all(usNode, 'classification-us-secondary/uspc').map((n) => ({ code: uspc(n) ?? '', main: false })),
  ].filter((e) => e.code !== '');
  return { ipc, us };
}

function priorities(biblio: XmlElement | undefined): Priority[] {
  const out: Priority[] = [];
  for (const foreign of kids(biblio, 'foreign-priority-data')) {
    const p = priority(
      textAt(foreign, 'country-code'),
      textAt(foreign, 'priority-application-number/doc-number'),
      dateOf(textAt(foreign, 'filing-date')),
      'A',
    );
    if (p !== undefined) out.push(p);
  }
  const continuity = at(biblio, 'continuity-data');
  for (const provisional of descendants(continuity, 'non-provisional-of-provisional')) {
    for (const id of descendants(provisional, 'document-id')) {
      const p = priority('US', textAt(id, 'doc-number'), dateOf(textAt(id, 'document-date')), 'P');
      if (p !== undefined) out.push(p);
    }
  }
  for (const parent of descendants(continuity, 'parent')) {
    const id = at(parent, 'document-id');
    const number = textAt(id, 'doc-number');
    const pct = /^PCT/i.test(number);
    const p = priority(
      pct ? 'WO' : textAt(id, 'country-code') || 'US',
      number,
      dateOf(textAt(id, 'document-date')),
      pct ? 'W' : 'A',
    );
    if (p !== undefined) out.push(p);
  }
  return uniq(out, (p) => `${p.country}${p.number}`);
}

function claims(root: XmlElement): Claim[] {
  return all(root, 'subdoc-claims/claim').map((claim, index) => {
    const num = Number.parseInt((claim.attrs.id ?? '').replace(/\D/g, ''), 10) || index + 1;
    const refs = descendants(claim, 'dependent-claim-reference').map((ref) => ref.attrs.depends_on ?? '');
    const value = stripClaimNumber(flatText(claim), num);
    const marked = claimRefs(refs).filter((n) => n !== num);
    const dependsOn = marked.length > 0 ? marked : textClaimRefs(value).filter((n) => n < num);
    return { num, text: value, dependsOn };
  });
}

function drawings(root: XmlElement): Drawing[] {
  return all(root, 'subdoc-drawings/figure').map((figure, index) => {
    const file = at(figure, 'image')?.attrs.file;
    return { id: figure.attrs.id ?? `FIG-${index + 1}`, ...(file ? { file } : {}) };
  });
}

/** Maps one `patent-application-publication` element. */
export function mapPap(root: XmlElement, context: MapContext): DocumentDraft {
  const biblio = at(root, 'subdoc-bibliographic-information');
  const pub = at(biblio, 'document-id');
  const filing = at(biblio, 'domestic-filing-data');
  const tech = at(biblio, 'technical-information');
  const { ipc, us } = classifications(tech);
  const inventors = [...all(biblio, 'inventors/first-named-inventor'), ...all(biblio, 'inventors/inventor')]
    .map(inventorOf)
    .filter((p): p is Party => p !== undefined);
  const assignees = kids(biblio, 'assignee').map((n) => textAt(n, 'organization-name') || nameOf(at(n, 'name')));
  const correspondent = textAt(biblio, 'correspondence-address/name-1');
  const figures = drawings(root);
  const abstract = paragraphs(at(root, 'subdoc-abstract'), ['paragraph']).join('\n');
  const title = textAt(tech, 'title-of-invention');
  return {
    country: 'US',
    number: textAt(pub, 'doc-number'),
    kind: textAt(pub, 'kind-code'),
    language: 'en',
    titles: title ? { en: title } : undefined,
    abstracts: abstract ? { en: abstract } : undefined,
    claims: { en: claims(root) },
    descriptions: { en: paragraphs(at(root, 'subdoc-description'), ['paragraph', 'heading']) },
    applicationnumber: usApplicationNumber(textAt(filing, 'application-number/doc-number'), {
      series: textAt(filing, 'application-number-series-code') || undefined,
    }),
    publicationdate: dateOf(textAt(pub, 'document-date')),
    applicationdate: dateOf(textAt(filing, 'filing-date')),
    inventors,
    applicants: inventors,
    assignees_name_original: uniq(assignees.filter((n) => n !== '')),
    agents_name_normalized: correspondent ? [correspondent] : undefined,
    priorities: priorities(biblio),
    classifications: { ipc, us },
    drawings: figures,
    drawingscount: figures.length > 0 ? figures.length : undefined,
    provenance: { format: PAP_FORMAT, file: context.file, position: { index: context.index, line: context.line } },
  };
}

export const usptoPapXmlReader: FormatReader = {
  format: 'uspto-pap-xml',
  detect: detectPap,
  read(entry: SourceEntry): AsyncIterable<ReadResult> {
    return readXmlEntry(entry, PAP_FORMAT, ['patent-application-publication'], mapPap);
  },
};
