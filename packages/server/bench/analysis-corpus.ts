// The corpus of `bench:analysis`: generated documents carrying every field a default dashboard counts, written
// straight to the index (the demo corpus's loader, with its linking passes, takes far longer at 100,000 on a small
// machine). Families of 1–6 members share assignees, inventors, CPC codes and priority; applications hold one or
// two publications; extended families join simple ones. Titles and abstracts draw words from a Zipf vocabulary with
// a few topic words per family; each document cites 0–8 earlier ones (recent and popular ones more often), and
// `citedby` is the exact inverse, as the ingest's linking writes it.

import { FsDirectory, IndexWriter, PATENT_SCHEMA, readCommitted } from '@app/engine';
import { patentIndexPath } from '@app/ingest';

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'battery cell electrode lithium anode cathode electrolyte separator charge voltage sensor signal circuit ' +
  'transistor semiconductor wafer layer substrate optical laser fiber lens image camera display pixel panel ' +
  'network node packet wireless antenna frequency channel protocol server client storage memory processor ' +
  'engine turbine blade combustion fuel valve pump pressure fluid flow heat cooling thermal vehicle wheel brake ' +
  'motor gear shaft bearing housing frame spring polymer resin fiber coating composite compound catalyst enzyme ' +
  'protein antibody cell tissue drug dose tablet implant catheter needle stent valve surgical robot arm gripper'
)
  .split(' ')
  .filter((w, i, all) => all.indexOf(w) === i);
const FILLER = 'the a of and to in for with by on is are which wherein said first second method system device'.split(
  ' ',
);
const COUNTRIES = ['US', 'US', 'US', 'CN', 'CN', 'EP', 'EP', 'JP', 'WO', 'KR', 'DE', 'GB', 'FR'];

/** Index `i` from 0 … n − 1, the low ones far more often (a rough Zipf). */
function zipf(next: () => number, n: number): number {
  return Math.min(n - 1, Math.floor(n ** next()) - 1);
}

function sentence(next: () => number, topic: readonly string[], length: number): string {
  const words: string[] = [];
  for (let i = 0; i < length; i++) {
    const r = next();
    words.push(
      r < 0.35
        ? FILLER[Math.floor(next() * FILLER.length)]!
        : r < 0.6
          ? topic[Math.floor(next() * topic.length)]!
          : WORDS[zipf(next, WORDS.length)]!,
    );
  }
  return words.join(' ');
}

type Family = {
  id: number;
  extended: number;
  left: number;
  topic: string[];
  assignees: string[];
  inventors: string[];
  cpc: string[];
  year: number;
  application: string;
  applicationLeft: number;
};

/** The documents, with their forward citations computed beforehand (a document cites only earlier ones). */
export function* analysisDocuments(count: number): Generator<Record<string, unknown> & { ucid: string }> {
  const ucid = (i: number) => `${COUNTRIES[i % COUNTRIES.length]}-${1_000_000 + i}-A1`;
  const next = random(20261129);
  const cites: Int32Array[] = [];
  const citedBy: number[][] = Array.from({ length: count }, () => []);
  for (let i = 0; i < count; i++) {
    const n = i === 0 ? 0 : Math.floor(next() * 9);
    const list = new Set<number>();
    for (let k = 0; k < n; k++) list.add(next() < 0.5 ? Math.max(0, i - 1 - Math.floor(next() * 2000)) : zipf(next, i));
    cites.push(Int32Array.from(list));
    for (const j of list) citedBy[j]!.push(i);
  }
  const open: Family[] = [];
  let families = 0;
  let applications = 0;
  for (let i = 0; i < count; i++) {
    let family: Family;
    if (open.length > 0 && (open.length >= 2000 || next() < 0.55)) family = open[Math.floor(next() * open.length)]!;
    else {
      family = {
        id: families,
        extended: next() < 0.7 ? families : Math.floor(next() * Math.max(families, 1)),
        left: 1 + Math.floor(next() * 6),
        topic: Array.from({ length: 4 }, () => WORDS[Math.floor(next() * WORDS.length)]!),
        assignees: Array.from({ length: 1 + Math.floor(next() * 2) }, () => `Assignee ${zipf(next, 2000)} Corp`),
        inventors: Array.from({ length: 1 + Math.floor(next() * 3) }, () => `Inventor ${zipf(next, 20_000)}`),
        cpc: Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
          const c = zipf(next, 3000);
          return `${'ABCFGHY'[c % 7]}${String(1 + (c % 60)).padStart(2, '0')}${String.fromCharCode(65 + (c % 20))}${1 + (c % 40)}/${String(c % 100).padStart(2, '0')}`;
        }),
        year: 1995 + Math.floor(next() * 29),
        application: '',
        applicationLeft: 0,
      };
      families++;
      open.push(family);
    }
    if (family.applicationLeft <= 0) {
      family.application = `AP${applications++}`;
      family.applicationLeft = 1 + Math.floor(next() * 2);
    }
    family.applicationLeft--;
    const filed = family.year * 10000 + (1 + Math.floor(next() * 12)) * 100 + 1 + Math.floor(next() * 28);
    yield {
      ucid: ucid(i),
      titles: { en: sentence(next, family.topic, 6) },
      abstracts: { en: sentence(next, family.topic, 40) },
      assignees_name_probable: family.assignees,
      inventors_name_normalized: family.inventors,
      agents_name_normalized: [`Agent ${zipf(next, 500)} LLP`],
      examiners: [`Examiner ${zipf(next, 1500)}`],
      cpcvalues: family.cpc,
      country: ucid(i).slice(0, 2),
      kindcode: 'A1',
      applicationdate: filed,
      publicationdate: filed + 10000 + Math.floor(next() * 2) * 10000,
      grant: next() < 0.45,
      applicationnumber: family.application,
      simplefamilyid: `F${family.id}`,
      extendedfamilyid: `X${family.extended}`,
      citednumbers: [...cites[i]!].map(ucid),
      citedby: citedBy[i]!.map(ucid),
      forwardcitationcount: citedBy[i]!.length,
      backwardcitationcount: cites[i]!.length,
    };
    if (--family.left <= 0) open.splice(open.indexOf(family), 1);
  }
}

/** The corpus in `dataDir`'s patent index, written unless a complete one is there. */
export async function ensureAnalysisCorpus(dataDir: string, docs: number): Promise<void> {
  const dir = await FsDirectory.open(patentIndexPath(dataDir));
  const committed = await readCommitted(dir);
  if (committed.userData.analysisCorpus === docs) return;
  process.stderr.write(`writing ${docs.toLocaleString('en')} generated documents into ${dataDir} …\n`);
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  let written = 0;
  for (const doc of analysisDocuments(docs)) {
    await writer.addDocument(doc);
    if (++written % 25_000 === 0) process.stderr.write(`  ${written.toLocaleString('en')}\n`);
  }
  await writer.commit({ analysisCorpus: docs });
  await writer.close();
}
