import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { fileWrapperFolder, walkInputs } from '../input';
import type { ReadResult, SourceEntry } from './reader';
import { DATA, readAll } from './reader-test-support';
import { detectXml4ip, usptoXml4ipReader } from './uspto-xml4ip';

const ZIP = join(DATA, 'uspto-xml/PatentPublicData/xml4ip/sample_XML4IP.ZIP');
const ROOT = 'CDC_Download_2016-03-30';

/** Every file of the sample zip with its bytes (13 papers, 32 KiB compressed). */
async function papers(): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(ZIP, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const out = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          out.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return out;
}

/** Papers one after another as one entry, as the input layer hands a file-wrapper folder over. */
function entryOf(name: string, parts: readonly Buffer[]): SourceEntry {
  return {
    name,
    open: async function* () {
      for (const part of parts) yield part;
    },
  };
}

const documents = (results: ReadResult[]) => results.flatMap((r) => (r.kind === 'document' ? [r.document] : []));

describe('uspto-xml4ip reader', () => {
  let files: Map<string, Buffer>;
  const paper = (application: string, key: string) =>
    [...files].find(([name]) => name.startsWith(`${ROOT}/${application}/`) && name.includes(key))![1];
  beforeAll(async () => {
    files = await papers();
  });

  it('recognises the claims and specification papers by root and namespace, and nothing else', async () => {
    expect(files.size).toBe(13);
    for (const bytes of files.values()) expect(detectXml4ip(bytes.subarray(0, 65536).toString('utf8'))).toBe(true);
    expect(detectXml4ip('<?xml version="1.0"?><us-patent-grant lang="EN"><claims/></us-patent-grant>')).toBe(false);
    expect(detectXml4ip('<ClaimsDocument><Claim/></ClaimsDocument>')).toBe(false);
  });

  it('a paper alone makes a record of its own: an amendment paper is the description only when nothing else is', async () => {
    const [doc] = documents(await readAll(usptoXml4ipReader, entryOf('cover.xml', [paper('14522151', 'DDU6')])));
    expect(doc).toMatchObject({ id: 'US-14522151-X', applicationnumber: 'US14522151', descexists: true });
    expect(doc?.titles).toBeUndefined();
    expect(doc?.descriptions?.en).toEqual([
      'Amendments to the Specification: Attached hereto is a marked-up copy of the specification and a clean version of the specification. The substitute specification is being filed to correct the description of the Figures.',
      'The substitute specification contains no new matter in accordance with 37 CFR § 1.125(b). 2',
    ]);
  });

  it('combines by the day each paper was received, whatever their order in the entry', async () => {
    // 13962724: specification, claims and abstract of 2013-08-08, then new claims and abstract of 2014-11-18.
    const inOrder = ['RXK', 'RXS', 'RXZ', 'P9P', 'PIP'].map((key) => paper('13962724', key));
    const [forward] = documents(await readAll(usptoXml4ipReader, entryOf('w', inOrder)));
    const [backward] = documents(await readAll(usptoXml4ipReader, entryOf('w', [...inOrder].reverse())));
    const { provenance: _p1, ...a } = forward!;
    const { provenance: _p2, ...b } = backward!;
    expect(b).toEqual(a);
    // The 2014 listing (claims 1–23, 22 canceled) and replacement abstract, not the 2013 ones (claims 1–22).
    expect(a.claims?.en?.map((c) => c.num).at(-1)).toBe(23);
    expect(a.abstracts?.en).toMatch(/^An apparatus is for a tool box/);
    const [asFiled] = documents(await readAll(usptoXml4ipReader, entryOf('w', inOrder.slice(0, 3))));
    expect(asFiled?.claims?.en?.map((c) => c.num).at(-1)).toBe(22);
    expect(asFiled?.abstracts?.en).toMatch(
      /^An apparatus for use with a vehicle having a hitch assembly is disclosed\./,
    );
  });

  it('papers of two applications in one entry make two records; a broken paper is reported, not fatal', async () => {
    const cut = paper('13962724', 'RXZ').subarray(0, 400);
    const results = await readAll(
      usptoXml4ipReader,
      entryOf('mixed.xml', [paper('12993548', 'CLM'), cut, paper('13694401', 'SPEC')]),
    );
    expect(results.map((r) => (r.kind === 'document' ? r.document.id : r.kind))).toEqual([
      'error',
      'US-12993548-X',
      'US-13694401-X',
    ]);
    expect(results[0]).toMatchObject({ kind: 'error', file: 'mixed.xml', position: { document: 1 } });
  });

  describe('the input layer hands each application over as one entry', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'xml4ip-'));
      for (const [name, bytes] of files) {
        await mkdir(join(dir, dirname(name)), { recursive: true });
        await writeFile(join(dir, name), bytes);
      }
      await writeFile(join(dir, ROOT, 'notes.txt'), 'not a paper');
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('names a paper’s application folder, and nothing for other paths', () => {
      expect(
        fileWrapperFolder(
          `${ROOT}/13962724/13962724.2013-08-08.HK4I4RXSPXXIFW3.CLM/13962724.2013-08-08.HK4I4RXSPXXIFW3.CLM.xml`,
        ),
      ).toBe(`${ROOT}/13962724`);
      expect(fileWrapperFolder('13962724/13962724.2013-08-08.X.CLM/a.xml')).toBe('13962724');
      expect(fileWrapperFolder('13962724/13962725.2013-08-08.X.CLM/a.xml')).toBeUndefined();
      expect(fileWrapperFolder('ROOT/DOC/ES2993312T1/ES2993312T1.xml')).toBeUndefined();
    });

    it('from the zip and from the same folders on disk', async () => {
      const names = async (path: string) => {
        const out: [string, number | undefined][] = [];
        for await (const item of walkInputs([path])) {
          if (item.kind !== 'entry') throw new Error(item.message);
          out.push([item.entry.name.slice(path.length + 1), item.entry.size]);
        }
        return out;
      };
      const applications = ['12993548', '13694401', '13821389', '13962724', '14522151'];
      const sizes = applications.map((application) =>
        [...files].filter(([name]) => name.startsWith(`${ROOT}/${application}/`)).reduce((n, [, b]) => n + b.length, 0),
      );
      expect(await names(ZIP)).toEqual(applications.map((a, i) => [`/${ROOT}/${a}`, sizes[i]]));
      expect(await names(dir)).toEqual([
        ...applications.map((a, i) => [`${ROOT}/${a}`, sizes[i]]),
        [`${ROOT}/notes.txt`, 11],
      ]);
      for await (const item of walkInputs([join(dir, ROOT, '14522151')])) {
        if (item.kind !== 'entry') throw new Error(item.message);
        expect(documents(await readAll(usptoXml4ipReader, item.entry)).map((d) => d.claims?.en?.length)).toEqual([9]);
      }
    });
  });
});
