// The corpus-wide linking as it was first written, kept as the oracle the chunked linking is checked against:
// strings everywhere, every document in memory, and obviously right.

import { canonicalPublicationNumber, type PatentDocument, parsePublicationNumber } from '@app/shared';
import type { LinkSlice } from './keys';

export type OracleLinks = Map<string, { familydata: NonNullable<PatentDocument['familydata']>; citedby: string[] }>;

class DisjointSets {
  private readonly parent = new Map<string, string>();

  find(x: string): string {
    let node = x;
    if (!this.parent.has(node)) this.parent.set(node, node);
    for (;;) {
      const up = this.parent.get(node)!;
      if (up === node) return node;
      const grand = this.parent.get(up)!;
      this.parent.set(node, grand);
      node = grand;
    }
  }

  union(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra < rb) this.parent.set(rb, ra);
    else if (rb < ra) this.parent.set(ra, rb);
  }
}

function applicationKey(number: string): string {
  return `N:${number.replace(/[^0-9A-Z]/gi, '').toUpperCase()}`;
}

function priorityKeys(doc: LinkSlice): string[] {
  const keys = (doc.priorities ?? []).map((p) =>
    applicationKey(p.number.toUpperCase().startsWith(p.country) ? p.number : `${p.country}${p.number}`),
  );
  if (keys.length === 0 && doc.applicationnumber) keys.push(applicationKey(doc.applicationnumber));
  return [...new Set(keys)].sort();
}

/** Families and forward citations of every document, computed over all of them at once. */
export function oracleLinks(all: readonly LinkSlice[]): OracleLinks {
  const simple = new Map<string, string>();
  const extended = new DisjointSets();
  for (const doc of all) {
    const office = doc.docdbfamilyid;
    const priorities = priorityKeys(doc);
    simple.set(doc.id, office !== undefined ? `S:${office}` : `S:${priorities.join('+') || doc.id}`);
    const node = `D:${doc.id}`;
    for (const key of priorities) extended.union(node, key);
    if (doc.applicationnumber) extended.union(node, applicationKey(doc.applicationnumber));
    if (office !== undefined) extended.union(node, `F:${office}`);
  }
  const byNumber = new Map<string, string[]>();
  for (const doc of all) {
    const parts = parsePublicationNumber(doc.publicationnumber);
    const keys = [canonicalPublicationNumber(doc.publicationnumber)];
    if (parts) keys.push(parts.country + parts.serial);
    for (const key of keys) byNumber.set(key, [...(byNumber.get(key) ?? []), doc.id]);
  }
  const citedBy = new Map<string, Set<string>>();
  for (const doc of all) {
    for (const citation of doc.citations ?? []) {
      const written = parsePublicationNumber(citation.number);
      const full =
        written !== null && written.country !== ''
          ? citation.number + (written.kind === '' ? (citation.kind ?? '') : '')
          : `${citation.country ?? ''}${citation.number}${citation.kind ?? ''}`;
      const targets = byNumber.get(canonicalPublicationNumber(full)) ?? [];
      for (const target of targets.length <= 3 ? targets : []) {
        if (target === doc.id) continue;
        if (!citedBy.has(target)) citedBy.set(target, new Set());
        citedBy.get(target)!.add(doc.id);
      }
    }
  }
  const groups = new Map<string, LinkSlice[]>();
  const ids = new Map<string, { simple: string; extended: string }>();
  for (const doc of all) {
    const id = { simple: simple.get(doc.id)!, extended: `X:${extended.find(`D:${doc.id}`)}` };
    ids.set(doc.id, id);
    for (const key of [id.simple, id.extended]) groups.set(key, [...(groups.get(key) ?? []), doc]);
  }
  const members = (key: string) =>
    [...groups.get(key)!]
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((d) => ({ ucid: d.id, an: d.applicationnumber ?? d.publicationnumber }));
  const out: OracleLinks = new Map();
  for (const doc of all) {
    const id = ids.get(doc.id)!;
    out.set(doc.id, {
      familydata: {
        'simple-family-data': { id: id.simple, publications: members(id.simple) },
        'extended-family-data': { id: id.extended, publications: members(id.extended) },
      },
      citedby: [...(citedBy.get(doc.id) ?? [])].sort(),
    });
  }
  return out;
}
