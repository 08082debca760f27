// The links of a closed set of publications, in compact form: publications and keys are numbered, keys per
// publication sit in typed lists, and no document is held. "Closed" is the caller's promise: every publication that
// shares a family key with a family member here is here too, and every publication a number here answers to or is
// cited by is counted. Then families and forward citations come out exactly as over the whole corpus.

import type { PatentDocument } from '@app/shared';
import { Interner, IntList } from './int-list';

export type FamilyData = NonNullable<PatentDocument['familydata']>;
type Family = NonNullable<FamilyData['simple-family-data']>;

/** The links of one publication. */
export type DocumentLinks = { readonly familydata: FamilyData; readonly citedby: readonly string[] };

/** A publication for the table: the chunk's own come with every key; committed ones with the keys they are in for. */
export type LinkNode = {
  readonly ucid: string;
  /** Application number, or the publication number when there is none: what family member lists show. */
  readonly an: string;
  /** Family keys (see `SliceKeys`); absent when the publication is here for its forward citations only. */
  readonly family?: { readonly simple: string; readonly joins: readonly string[] };
  /** Numbers citations find it by. */
  readonly numbers: readonly string[];
};

const compareUcids = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export class LinkTable {
  readonly keys = new Interner();
  readonly numbers = new Interner();
  readonly ucids: string[] = [];
  private readonly ans: string[] = [];
  /** Simple family key per publication, -1 for one here for its citations only. */
  private readonly simple = new IntList();
  private readonly joinStart = new IntList();
  private readonly joins = new IntList();
  private readonly numberStart = new IntList();
  private readonly nodeNumbers = new IntList();
  /** Per number: how many publications answer to it, a publication counted once per number it has. */
  private readonly targetCounts = new IntList();
  /** Per number: ucids of the publications citing it. */
  private readonly citers: (string[] | undefined)[] = [];
  private families: { simple: Map<number, Family>; extended: Map<number, Family>; root: Int32Array } | null = null;

  get size(): number {
    return this.ucids.length;
  }

  /** Adds a publication; returns its number in the table. */
  add(node: LinkNode): number {
    const id = this.ucids.length;
    this.ucids.push(node.ucid);
    this.ans.push(node.an);
    this.simple.push(node.family ? this.keys.id(node.family.simple) : -1);
    this.joinStart.push(this.joins.length);
    for (const key of node.family?.joins ?? []) this.joins.push(this.keys.id(key));
    this.numberStart.push(this.nodeNumbers.length);
    for (const number of node.numbers) this.nodeNumbers.push(this.number(number));
    this.families = null;
    return id;
  }

  /** Whether a publication takes part in families here. */
  inFamilies(node: number): boolean {
    return this.simple.get(node) >= 0;
  }

  /** The number's id, registered when new. */
  number(value: string): number {
    const id = this.numbers.id(value);
    while (this.targetCounts.length <= id) this.targetCounts.push(0);
    return id;
  }

  /** Counts `times` more publications answering to a number. */
  countTarget(number: number, times: number): void {
    this.targetCounts.set(number, this.targetCounts.get(number) + times);
  }

  /** Records that `ucid` cites a number. */
  addCiter(number: number, ucid: string): void {
    let list = this.citers[number];
    if (list === undefined) {
      list = [];
      this.citers[number] = list;
    }
    list.push(ucid);
  }

  /** Family keys of a publication (simple first). */
  familyKeys(node: number): string[] {
    const keys = [this.keys.values[this.simple.get(node)]!];
    for (let i = this.joinStart.get(node); i < this.end(this.joinStart, this.joins, node); i++)
      keys.push(this.keys.values[this.joins.get(i)]!);
    return keys;
  }

  /** Numbers of a publication. */
  numbersOf(node: number): number[] {
    const out: number[] = [];
    for (let i = this.numberStart.get(node); i < this.end(this.numberStart, this.nodeNumbers, node); i++)
      out.push(this.nodeNumbers.get(i));
    return out;
  }

  private end(starts: IntList, values: IntList, node: number): number {
    return node + 1 < starts.length ? starts.get(node + 1) : values.length;
  }

  /** Forward citations: who cites a number this publication answers to, unless more than three answer to it. */
  citedBy(node: number): string[] {
    const ucid = this.ucids[node]!;
    const out = new Set<string>();
    for (const number of this.numbersOf(node)) {
      if (this.targetCounts.get(number) > 3) continue;
      for (const citer of this.citers[number] ?? []) if (citer !== ucid) out.add(citer);
    }
    return [...out].sort();
  }

  /** Family data of a publication that takes part in families. */
  familyData(node: number): FamilyData {
    const families = this.closeFamilies();
    return {
      'simple-family-data': families.simple.get(this.simple.get(node))!,
      'extended-family-data': families.extended.get(families.root[node]!)!,
    };
  }

  /** Links of a publication that takes part in families. */
  linksOf(node: number): DocumentLinks {
    return { familydata: this.familyData(node), citedby: this.citedBy(node) };
  }

  /**
   * Simple families group equal simple keys; extended families are the connected sets of publications and join
   * keys. The extended id is `X:D:` + the smallest ucid of the set: the smallest of its keys, as it always was.
   */
  private closeFamilies() {
    if (this.families) return this.families;
    const n = this.size;
    const root = new Int32Array(n);
    for (let i = 0; i < n; i++) root[i] = i;
    const find = (x: number): number => {
      let node = x;
      while (root[node] !== node) {
        root[node] = root[root[node]!]!;
        node = root[node]!;
      }
      return node;
    };
    const owner = new Int32Array(this.keys.size).fill(-1);
    for (let node = 0; node < n; node++) {
      if (!this.inFamilies(node)) continue;
      for (let i = this.joinStart.get(node); i < this.end(this.joinStart, this.joins, node); i++) {
        const key = this.joins.get(i);
        const other = owner[key]!;
        if (other < 0) owner[key] = node;
        else {
          const a = find(node);
          const b = find(other);
          if (a !== b) root[Math.max(a, b)] = Math.min(a, b);
        }
      }
    }
    const simpleGroups = new Map<number, number[]>();
    const extendedGroups = new Map<number, number[]>();
    for (let node = 0; node < n; node++) {
      if (!this.inFamilies(node)) continue;
      root[node] = find(node);
      push(simpleGroups, this.simple.get(node), node);
      push(extendedGroups, root[node]!, node);
    }
    const family = (id: string, members: number[]): Family => {
      const sorted = members.map((m) => this.ucids[m]!).sort(compareUcids);
      const an = new Map(members.map((m) => [this.ucids[m]!, this.ans[m]!]));
      return { id, publications: sorted.map((ucid) => ({ ucid, an: an.get(ucid)! })) };
    };
    const simple = new Map<number, Family>();
    for (const [key, members] of simpleGroups) simple.set(key, family(this.keys.values[key]!, members));
    const extended = new Map<number, Family>();
    for (const [top, members] of extendedGroups) {
      const built = family('', members);
      extended.set(top, { id: `X:D:${built.publications[0]!.ucid}`, publications: built.publications });
    }
    this.families = { simple, extended, root };
    return this.families;
  }
}

function push(groups: Map<number, number[]>, key: number, node: number): void {
  const list = groups.get(key);
  if (list) list.push(node);
  else groups.set(key, [node]);
}
