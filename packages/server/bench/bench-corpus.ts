// Shared by the server benchmarks: a generated corpus kept between runs, and signing in over HTTP.

import { FsDirectory, IndexWriter, PATENT_SCHEMA, readCommitted } from '@app/engine';
import { loadDemoCorpus, patentIndexPath } from '@app/ingest';
import { TEST_PASSWORD } from '../src/test/factories';

/** The demo corpus of `docs` documents in `dataDir`'s patent index, written unless a complete one is there. */
export async function ensureCorpus(dataDir: string, docs: number): Promise<void> {
  const dir = await FsDirectory.open(patentIndexPath(dataDir));
  const committed = await readCommitted(dir);
  if (committed.userData.count === docs && committed.userData.linked === true) return;
  // The loader's first commit already holds every document with its families and forward citations (computed on
  // the generator's light first pass); the corpus pass after it only confirms them. At a million documents that
  // pass needs more memory than a 24 GB machine has, so a corpus whose first commit is complete is used as it is.
  if (committed.userData.count === docs && committed.userData.demoCorpus === 'synthetic') {
    process.stderr.write(`using the ${docs.toLocaleString('en')} documents as first committed (no corpus pass)\n`);
    return;
  }
  process.stderr.write(`writing ${docs.toLocaleString('en')} generated documents into ${dataDir} …\n`);
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  let last = 0;
  await loadDemoCorpus({
    writer,
    directory: dir,
    count: docs,
    onProgress: (p) => {
      if (p.documents - last >= 50_000 || p.phase !== 'writing') {
        last = p.documents;
        process.stderr.write(`  ${p.phase} ${p.documents.toLocaleString('en')}\n`);
      }
    },
  });
  await writer.commit({ demoCorpus: 'synthetic', count: docs, linked: true });
  await writer.close();
}

/** Signs in over HTTP and returns the session cookie. */
export async function login(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`login failed: ${response.status}`);
  return cookie;
}
