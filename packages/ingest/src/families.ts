import { canonicalPublicationNumber, type PatentDocument, parsePublicationNumber } from '@app/shared';

/** What family building needs of a document. */
export type FamilyInput = Pick<
  PatentDocument,
  'id' | 'applicationnumber' | 'priorities' | 'familydata' | 'citations' | 'publicationnumber'
>;

/** A document's computed links: its families and the documents citing it. */
export type CorpusLinks = {
  readonly simpleFamily: string;
  readonly extendedFamily: string;
  /** Ucids of the corpus documents that cite this one (forward citations). */
  readonly citedBy: readonly string[];
};

/** Union-find over strings, with path halving. */
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
    // The smaller key becomes the root, so family ids do not depend on the order documents arrive in.
    if (ra < rb) this.parent.set(rb, ra);
    else if (rb < ra) this.parent.set(ra, rb);
  }
}

/** An application as a family key: priorities claim earlier applications, so both use one spelling. */
function applicationKey(number: string): string {
  return `N:${number.replace(/[^0-9A-Z]/gi, '').toUpperCase()}`;
}

function priorityKeys(doc: FamilyInput): string[] {
  const keys = (doc.priorities ?? []).map((p) =>
    applicationKey(p.number.toUpperCase().startsWith(p.country) ? p.number : `${p.country}${p.number}`),
  );
  // A filing without priority claims is its own first filing: its application number is its priority.
  if (keys.length === 0 && doc.applicationnumber) keys.push(applicationKey(doc.applicationnumber));
  return [...new Set(keys)].sort();
}

/**
 * Simple families (the office's DOCDB family id where the source gives one, else the identical set of priorities),
 * extended families (documents connected through any shared priority or application, directly or in a chain) and
 * forward citations (the inverse of the corpus's backward citations), computed over the whole corpus. Ids are
 * deterministic: `S:` + the DOCDB id or the sorted priority set, `X:` + the smallest key of the connected set.
 */
export function computeCorpusLinks(docs: Iterable<FamilyInput>): Map<string, CorpusLinks> {
  const all = [...docs];
  const simple = new Map<string, string>();
  const extended = new DisjointSets();
  for (const doc of all) {
    const docdb = doc.familydata?.['simple-family-data']?.id;
    const priorities = priorityKeys(doc);
    // Ids we computed before come back with their prefix when the corpus is linked again.
    const office = docdb === undefined ? undefined : docdb.startsWith('S:') ? docdb.slice(2) : docdb;
    simple.set(doc.id, office !== undefined ? `S:${office}` : `S:${priorities.join('+') || doc.id}`);
    const node = `D:${doc.id}`;
    for (const key of priorities) extended.union(node, key);
    // Its own application, which later filings may claim as their priority.
    if (doc.applicationnumber) extended.union(node, applicationKey(doc.applicationnumber));
    if (office !== undefined) extended.union(node, `F:${office}`);
  }

  // Forward citations: a cited number finds the corpus document by its exact publication number, or by the number
  // without kind when exactly that document has it.
  const byNumber = new Map<string, string[]>();
  for (const doc of all) {
    const parts = parsePublicationNumber(doc.publicationnumber);
    const keys = [canonicalPublicationNumber(doc.publicationnumber)];
    if (parts) keys.push(parts.country + parts.serial);
    for (const key of keys) byNumber.set(key, [...(byNumber.get(key) ?? []), doc.id]);
  }
  const citedBy = new Map<string, Set<string>>();
  for (const doc of all) {
    for (const citation of doc.citations?.patents ?? []) {
      // Readers write `number` either in full (`EP1234567A1`, with `country`/`kind` repeated) or bare (`1234567`).
      const written = parsePublicationNumber(citation.number);
      const full =
        written !== null && written.country !== ''
          ? citation.number + (written.kind === '' ? (citation.kind ?? '') : '')
          : `${citation.country ?? ''}${citation.number}${citation.kind ?? ''}`;
      const number = canonicalPublicationNumber(full);
      const targets = byNumber.get(number) ?? [];
      for (const target of targets.length <= 3 ? targets : []) {
        if (target === doc.id) continue;
        if (!citedBy.has(target)) citedBy.set(target, new Set());
        citedBy.get(target)!.add(doc.id);
      }
    }
  }

  const links = new Map<string, CorpusLinks>();
  for (const doc of all) {
    links.set(doc.id, {
      simpleFamily: simple.get(doc.id)!,
      extendedFamily: `X:${extended.find(`D:${doc.id}`)}`,
      citedBy: [...(citedBy.get(doc.id) ?? [])].sort(),
    });
  }
  return links;
}

/** The family data of each document from the links: member publications with their application numbers. */
export function familyDataOf(
  docs: readonly FamilyInput[],
  links: ReadonlyMap<string, CorpusLinks>,
): Map<string, NonNullable<PatentDocument['familydata']>> {
  const members = (key: 'simpleFamily' | 'extendedFamily') => {
    const groups = new Map<string, FamilyInput[]>();
    for (const doc of docs) {
      const id = links.get(doc.id)![key];
      groups.set(id, [...(groups.get(id) ?? []), doc]);
    }
    return groups;
  };
  const simpleGroups = members('simpleFamily');
  const extendedGroups = members('extendedFamily');
  const publication = (d: FamilyInput) => ({ ucid: d.id, an: d.applicationnumber ?? d.publicationnumber });
  // Members in ucid order, so the data does not depend on where documents sit in the index.
  const sorted = (group: readonly FamilyInput[]) =>
    [...group].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map(publication);
  const out = new Map<string, NonNullable<PatentDocument['familydata']>>();
  for (const doc of docs) {
    const link = links.get(doc.id)!;
    out.set(doc.id, {
      'simple-family-data': {
        id: link.simpleFamily,
        publications: sorted(simpleGroups.get(link.simpleFamily)!),
      },
      'extended-family-data': {
        id: link.extendedFamily,
        publications: sorted(extendedGroups.get(link.extendedFamily)!),
      },
    });
  }
  return out;
}
