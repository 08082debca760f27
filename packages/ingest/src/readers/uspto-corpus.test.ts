import { createReadStream, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createGunzip } from 'node:zlib';
import { PatentDocumentSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import type { FormatReader, SourceEntry } from './reader';
import { DATA } from './reader-test-support';
import { usptoGreenbookReader } from './uspto-greenbook';
import { usptoPapXmlReader } from './uspto-pap-xml';
import { usptoPatdocSgmlReader } from './uspto-patdoc-sgml';
import { usptoPpubsJsonReader } from './uspto-ppubs-json';
import { usptoRedbookXmlReader } from './uspto-redbook-xml';

// Every file of the USPTO corpus (/work/shared/data, PROVENANCE §1.1–1.4) goes through detection and its reader.

const ROOT = DATA;
const READERS: FormatReader[] = [
  usptoRedbookXmlReader,
  usptoPatdocSgmlReader,
  usptoPapXmlReader,
  usptoGreenbookReader,
  usptoPpubsJsonReader,
];

/** Files that are no patent documents of these formats, with the reason (checked below to be detected by none). */
const NOT_OURS: Record<string, string> = {
  'uspto-xml/PatentPublicData/cpcMaster/cpcMaster.xml': 'CPC master classification file, no patent documents',
  'uspto-xml/PatentPublicData/cpcScheme/cpc-scheme-A01L.xml': 'CPC scheme for one subclass, no patent documents',
  'uspto-xml/PatentPublicData/css_brs/css_brs_sample.txt': 'CSS/BRS text export: read by uspto-css-brs (its own tests)',
  'uspto-xml/PatentPublicData/xml4ip/sample_XML4IP.ZIP':
    'archive: opened by the input layer (PAIR/XML4IP file wrapper)',
  'uspto-xml/alexandria3k-ipgb/ipgb20221025_wk43.zip': 'archive: its .xml member is read in uspto-redbook-xml.test.ts',
  'uspto-xml/alexandria3k-ipgb/ipgb20230404_wk14.zip': 'archive: its .xml member is read in uspto-redbook-xml.test.ts',
};

/** Files whose documents are all errors, with the tested reason. */
const BROKEN: Record<string, RegExp> = {};

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
}

function entryOf(path: string): SourceEntry {
  return {
    name: relative(ROOT, path),
    open: () =>
      (path.endsWith('.gz')
        ? createReadStream(path).pipe(createGunzip())
        : createReadStream(path)) as AsyncIterable<Uint8Array>,
  };
}

async function headOf(entry: SourceEntry): Promise<string> {
  let head = '';
  for await (const chunk of entry.open()) {
    head += Buffer.from(chunk).toString('latin1');
    if (head.length >= 65536) break;
  }
  return head.slice(0, 65536);
}

describe('USPTO corpus', () => {
  // Every file (some 1,500 documents): seconds of work, more than the default 5 s on a loaded machine.
  it('reads every file of uspto-xml and uspto-ppubs; counts per format', async () => {
    const files = [...walk(join(ROOT, 'uspto-xml')), ...walk(join(ROOT, 'uspto-ppubs'))];
    const documents: Record<string, number> = {};
    const filesPerFormat: Record<string, number> = {};
    const skipped: string[] = [];
    for (const path of files) {
      const entry = entryOf(path);
      const head = await headOf(entry);
      const detected = READERS.filter((reader) => reader.detect(head));
      if (NOT_OURS[entry.name] !== undefined) {
        expect(
          detected.map((r) => r.format),
          entry.name,
        ).toEqual([]);
        skipped.push(entry.name);
        continue;
      }
      expect(
        detected.map((r) => r.format),
        entry.name,
      ).toHaveLength(1);
      const reader = detected[0]!;
      filesPerFormat[reader.format] = (filesPerFormat[reader.format] ?? 0) + 1;
      let count = 0;
      for await (const result of reader.read(entry)) {
        if (BROKEN[entry.name] !== undefined) {
          expect(result.kind, entry.name).toBe('error');
          if (result.kind === 'error') expect(result.message).toMatch(BROKEN[entry.name]!);
          continue;
        }
        expect(result.kind, `${entry.name}: ${JSON.stringify(result).slice(0, 300)}`).toBe('document');
        if (result.kind === 'document') {
          PatentDocumentSchema.parse(result.document);
          expect(result.document.provenance.file).toBe(entry.name);
          count += 1;
        }
      }
      if (BROKEN[entry.name] === undefined) expect(count, entry.name).toBeGreaterThanOrEqual(1);
      documents[reader.format] = (documents[reader.format] ?? 0) + count;
    }
    expect(skipped.sort()).toEqual(Object.keys(NOT_OURS).sort());
    expect(filesPerFormat).toEqual({
      'uspto-redbook-xml': 24,
      'uspto-patdoc-sgml': 6,
      'uspto-pap-xml': 5,
      'uspto-greenbook': 3,
      'uspto-ppubs-json': 4,
    });
    expect(documents).toEqual({
      // 24 files, test.xml holding two documents; US07057742's stray close tag is repaired, not an error.
      'uspto-redbook-xml': 25,
      'uspto-patdoc-sgml': 6,
      'uspto-pap-xml': 5,
      'uspto-greenbook': 3,
      'uspto-ppubs-json': 31 + 16 + 129 + 1269,
    });
  }, 60_000);
});
