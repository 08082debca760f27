// The commit point of an index. A commit is `manifest-<generation>.json` (segments + user data + CRC-32 of its body)
// made current by atomically replacing the small file CURRENT, which holds the generation. The write order below is
// what makes "after kill -9 or a power cut at ANY moment, opening finds exactly the last complete commit" true:
//
//   1. the caller has written every segment file and fsynced it;
//   2. manifest-<g>.json is created under a fresh name, written, fsynced;
//   3. the directory is fsynced, so the names of the segment files and of the manifest are durable;
//   4. CURRENT is replaced atomically (temp + fsync + rename + directory fsync).
//
// A crash before 4 completes leaves CURRENT naming the previous commit, whose files are untouched because nothing is
// ever modified in place. Readers verify the checksum and fall back to the highest valid manifest when CURRENT is
// missing or damaged. Files no commit references (half-written segments, uncommitted manifests) are debris that
// `removeUnreferenced` deletes.

import { crc32 } from 'node:zlib';
import type { Directory } from './directory.ts';

/** Version written into every manifest; readers refuse newer versions rather than misread them. */
export const MANIFEST_FORMAT_VERSION = 1;

/** Name of the file holding the current generation. */
export const CURRENT_FILE_NAME = 'CURRENT';

/** One segment as recorded in a commit. */
export type SegmentEntry = {
  /** Segment name, unique within the index (e.g. `_a3`). */
  readonly name: string;
  /** Number of documents in the segment, deleted ones included. */
  readonly docCount: number;
  /** Generation of the segment's deletion bitset file; 0 means no deletions yet. */
  readonly delGen: number;
  /** Number of deleted documents (as of `delGen`). */
  readonly delCount: number;
  /** The segment's immutable files (the deletion file is implied by `delGen`, see `deletionFileName`). */
  readonly files: readonly string[];
};

/** Caller data stored with a commit, e.g. the sequence number of the last ingested batch. */
export type CommitUserData = Readonly<Record<string, string | number | boolean>>;

/** What a commit records. */
export type CommitState = {
  /** Live segments, in index order. */
  readonly segments: readonly SegmentEntry[];
  /** Caller data. */
  readonly userData: CommitUserData;
};

/** A commit as found on disk: its state plus its generation (0 for an index that has never been committed). */
export type CommittedState = CommitState & {
  /** The commit's generation; each commit's is larger than every manifest generation present when it was written. */
  readonly generation: number;
};

const MANIFEST_PATTERN = /^manifest-(\d+)\.json$/;
const HEADER_PREFIX = '{"crc32":"';
const HEADER_SUFFIX = '","body":';
const BODY_START = HEADER_PREFIX.length + 8 + HEADER_SUFFIX.length;

/** File name of the manifest of generation `generation`. */
export function manifestFileName(generation: number): string {
  return `manifest-${generation}.json`;
}

/** File name of the deletion bitset of `segment` at `delGen` (> 0). */
export function deletionFileName(segment: string, delGen: number): string {
  return `${segment}_${delGen}.del`;
}

/** Every file name a commit needs: CURRENT, its manifest, segment files and current deletion files. */
export function referencedFiles(state: CommittedState): Set<string> {
  const names = new Set([CURRENT_FILE_NAME, manifestFileName(state.generation)]);
  for (const segment of state.segments) {
    for (const file of segment.files) names.add(file);
    if (segment.delGen > 0) names.add(deletionFileName(segment.name, segment.delGen));
  }
  return names;
}

/** The last complete commit of the index in `dir`, or an empty state with generation 0 if there is none. */
export async function readCommitted(dir: Directory): Promise<CommittedState> {
  const names = await dir.list();
  const present = new Set(names);
  const current = present.has(CURRENT_FILE_NAME) ? await readCurrent(dir) : null;
  if (current !== null && present.has(manifestFileName(current))) {
    const state = await readManifest(dir, current);
    if (state) return state;
  }
  // CURRENT is missing or damaged (not expected, since it is replaced atomically): take the newest manifest that
  // verifies and whose files are all present.
  const generations = names
    .map((name) => MANIFEST_PATTERN.exec(name)?.[1])
    .filter((g): g is string => g !== undefined)
    .map(Number)
    .sort((a, b) => b - a);
  for (const generation of generations) {
    const state = await readManifest(dir, generation);
    if (state && [...referencedFiles(state)].every((f) => f === CURRENT_FILE_NAME || present.has(f))) return state;
  }
  return { generation: 0, segments: [], userData: {} };
}

/**
 * Commits `state`: writes a new manifest and makes it current, durably (see the file comment for the order). The
 * segment files it names must already be written and fsynced. Returns the commit with its generation.
 */
export async function writeCommit(dir: Directory, state: CommitState): Promise<CommittedState> {
  let generation = 0;
  for (const name of await dir.list()) {
    const g = MANIFEST_PATTERN.exec(name)?.[1];
    // Half-written manifests count too: their names are taken and createOutput never overwrites.
    if (g !== undefined) generation = Math.max(generation, Number(g));
  }
  generation++;
  const committed: CommittedState = {
    generation,
    segments: state.segments.map((s) => ({
      name: s.name,
      docCount: s.docCount,
      delGen: s.delGen,
      delCount: s.delCount,
      files: [...s.files],
    })),
    userData: { ...state.userData },
  };
  const body = JSON.stringify({ formatVersion: MANIFEST_FORMAT_VERSION, ...committed });
  const checksum = crc32(body).toString(16).padStart(8, '0');
  const text = `${HEADER_PREFIX}${checksum}${HEADER_SUFFIX}${body}}\n`;

  const out = await dir.createOutput(manifestFileName(generation));
  try {
    await out.write(new TextEncoder().encode(text));
    await out.sync();
  } finally {
    await out.close();
  }
  await dir.syncDirectory();
  await dir.atomicWrite(CURRENT_FILE_NAME, new TextEncoder().encode(`${generation}\n`));
  return committed;
}

/**
 * Deletes every file that `state` (the current commit) does not reference, except names for which `keep` returns
 * true (a writer's in-flight segment files, a lock file). Stale manifests go first and their deletion is made durable
 * before any data file is removed, so a fallback read can never pick a manifest whose files are gone. Returns the
 * deleted names.
 */
export async function removeUnreferenced(
  dir: Directory,
  state: CommittedState,
  keep: (name: string) => boolean = () => false,
): Promise<string[]> {
  const referenced = referencedFiles(state);
  const stale = (await dir.list()).filter((name) => !referenced.has(name) && !keep(name));
  const manifests = stale.filter((name) => MANIFEST_PATTERN.test(name));
  const others = stale.filter((name) => !MANIFEST_PATTERN.test(name));
  for (const name of manifests) await dir.delete(name);
  if (manifests.length > 0) await dir.syncDirectory();
  for (const name of others) await dir.delete(name);
  return [...manifests, ...others];
}

async function readCurrent(dir: Directory): Promise<number | null> {
  try {
    const text = new TextDecoder().decode(await dir.readFile(CURRENT_FILE_NAME));
    return /^\d+\n?$/.test(text) ? Number.parseInt(text, 10) : null;
  } catch {
    return null;
  }
}

/** The manifest of `generation` if it is complete and its checksum matches, else null. */
async function readManifest(dir: Directory, generation: number): Promise<CommittedState | null> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await dir.readFile(manifestFileName(generation)));
  } catch {
    return null;
  }
  const end = text.endsWith('}\n') ? text.length - 2 : text.endsWith('}') ? text.length - 1 : -1;
  if (
    !text.startsWith(HEADER_PREFIX) ||
    end < BODY_START ||
    text.slice(BODY_START - HEADER_SUFFIX.length, BODY_START) !== HEADER_SUFFIX
  ) {
    return null;
  }
  const hex = text.slice(HEADER_PREFIX.length, HEADER_PREFIX.length + 8);
  const body = text.slice(BODY_START, end);
  if (!/^[0-9a-f]{8}$/.test(hex) || crc32(body) !== Number.parseInt(hex, 16)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  return validateManifest(parsed, generation);
}

function validateManifest(value: unknown, generation: number): CommittedState | null {
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  if (typeof m.formatVersion !== 'number') return null;
  if (m.formatVersion > MANIFEST_FORMAT_VERSION) {
    // A checksummed manifest from a newer engine is not damage: refuse loudly instead of falling back to older data.
    throw new Error(`index manifest format ${m.formatVersion} is newer than supported (${MANIFEST_FORMAT_VERSION})`);
  }
  if (m.generation !== generation || !Array.isArray(m.segments)) return null;
  if (typeof m.userData !== 'object' || m.userData === null) return null;
  for (const s of m.segments as unknown[]) {
    const seg = s as Record<string, unknown>;
    if (typeof seg !== 'object' || seg === null || typeof seg.name !== 'string') return null;
    if (typeof seg.docCount !== 'number' || typeof seg.delGen !== 'number' || typeof seg.delCount !== 'number') {
      return null;
    }
    if (!Array.isArray(seg.files) || !seg.files.every((f) => typeof f === 'string')) return null;
  }
  return {
    generation,
    segments: m.segments as SegmentEntry[],
    userData: m.userData as CommitUserData,
  };
}
