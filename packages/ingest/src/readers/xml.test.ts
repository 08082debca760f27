import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveEntity } from './epo-entities';
import type { SourceEntry } from './reader';
import { chunkedTextEntry, DATA, fileEntry } from './reader-test-support';
import { usptoEntity } from './uspto-common';
import {
  all,
  at,
  descendants,
  dropStrayCloseTags,
  kids,
  MarkupRepair,
  optionalText,
  parseXmlDocument,
  rawText,
  readXml,
  splitXmlDocuments,
  textAt,
  textChunks,
  textOf,
  type XmlElement,
  type XmlEvent,
} from './xml';

const US_GRANT = join(DATA, 'uspto-xml/go-uspto/grant/v4-5-B2.xml');

async function parsedRoot(path: string): Promise<XmlElement> {
  const [doc] = await documentsOf(path);
  const parsed = parseXmlDocument(doc!, usptoEntity);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.root;
}

async function documentsOf(path: string) {
  const docs = [];
  for await (const doc of splitXmlDocuments(textChunks(fileEntry(path, { highWaterMark: 4096 })))) docs.push(doc);
  return docs;
}

async function events(entry: SourceEntry, record: string, entities = resolveEntity): Promise<XmlEvent[]> {
  const out: XmlEvent[] = [];
  for await (const event of readXml(entry, { isRecord: (local) => local === record, entities })) out.push(event);
  return out;
}

describe('xml: whole documents', () => {
  it('splits a concatenated weekly file into its documents, with index and first line (test.xml)', async () => {
    const docs = await documentsOf(join(DATA, 'uspto-xml/go-uspto/test.xml'));
    expect(docs.map((d) => [d.index, d.line])).toEqual([
      [0, 1],
      [1, 871],
    ]);
    const second = parseXmlDocument(docs[1]!, usptoEntity);
    // The root's line is where its start tag ends (after the declaration and DOCTYPE of lines 871 and 872).
    expect(second.ok && [second.root.name, second.root.line]).toEqual(['us-patent-grant', 873]);
  });

  it('builds the tree of a real grant (US11147202) and answers path, list and text queries', async () => {
    const root = await parsedRoot(US_GRANT);
    // Its start tag spans lines 3 to 12; the line told is where it ends.
    expect([root.name, root.local, root.attrs.country, root.line]).toEqual([
      'us-patent-grant',
      'us-patent-grant',
      'US',
      12,
    ]);
    const biblio = at(root, 'us-bibliographic-data-grant');
    expect(textAt(biblio, 'publication-reference/document-id/doc-number')).toBe('11147202');
    expect(textAt(biblio, 'us-term-of-grant/us-term-extension')).toBe('408');
    expect(textAt(biblio, 'no-such/element')).toBe('');
    expect(optionalText(biblio, 'no-such/element')).toBeUndefined();
    expect(all(root, 'claims/claim')).toHaveLength(9);
    expect(kids(at(root, 'claims'))).toHaveLength(9);
    // Claim 2 refers to claim 1; its text keeps the character references (“U”) and folds the line breaks.
    const claim2 = all(root, 'claims/claim')[1]!;
    expect(descendants(claim2, 'claim-ref').map((ref) => ref.attrs.idref)).toEqual(['CLM-00001']);
    expect(textOf(claim2)).toBe(
      '2. The wheeled hand truck of claim 1 further comprising a \u201cU\u201d handle having left and right arms, the left and right pins respectively comprising lower ends of said arms.',
    );
    // Raw text keeps white space as written.
    expect(rawText(at(claim2, 'claim-text'))).toMatch(
      /^2\. The wheeled hand truck of claim 1 further comprising\n {16}a/,
    );
  });

  it('reads a grant that lost an opening tag (US7057742) by dropping only the stray close tag', async () => {
    const [doc] = await documentsOf(join(DATA, 'uspto-xml/go-uspto/grant/US07057742-20060606.XML'));
    expect(dropStrayCloseTags(doc!.text).dropped).toBe(1);
    expect(parseXmlDocument(doc!, usptoEntity).ok).toBe(true);
  });

  it('drops only close tags that close nothing, ignoring comments and CDATA; real breakage is still reported', () => {
    expect(dropStrayCloseTags('<a><b>x</maths></b></a>')).toEqual({ text: '<a><b>x</b></a>', dropped: 1 });
    expect(dropStrayCloseTags('<a><!-- </b> --><![CDATA[</c>]]><br/></a>').dropped).toBe(0);
    expect(dropStrayCloseTags('<a><b></a>').dropped).toBe(0);
    expect(parseXmlDocument({ text: '<doc><p>a</maths> b</p></doc>', index: 0, line: 1 }).ok).toBe(true);
    expect(parseXmlDocument({ text: '<doc><p>a</p>', index: 0, line: 1 }).ok).toBe(false);
  });

  it('resolves the entities a reader names and keeps unknown ones as written (PAP US20010000943: &plusmn;)', async () => {
    const [doc] = await documentsOf(join(DATA, 'uspto-xml/PatentPublicData/pap/US20010000943A1.xml'));
    const withEntities = parseXmlDocument(doc!, usptoEntity);
    const without = parseXmlDocument(doc!);
    if (!withEntities.ok || !without.ok) throw new Error('not parsed');
    expect(textOf(withEntities.root)).toContain('within \u00b120 nm');
    expect(textOf(without.root)).toContain('within &plusmn;20 nm');
  });
});

describe('xml: streamed records', () => {
  it('hands over each record of a DOCDB file (10 exch:exchange-document), matching names without prefix', async () => {
    const all10 = await events(
      fileEntry(join(DATA, 'epo-docdb/DE-backfile.xml'), { highWaterMark: 1024 }),
      'exchange-document',
    );
    const open = all10.filter((e) => e.type === 'open');
    const records = all10.flatMap((e) => (e.type === 'record' ? [e] : []));
    expect(open[0]?.type === 'open' && [open[0].element.name, open[0].element.local, open[0].depth]).toEqual([
      'exch:exchange-documents',
      'exchange-documents',
      1,
    ]);
    expect(records.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const first = records[0]!.element;
    expect([first.name, first.attrs['doc-number'], first.line]).toEqual(['exch:exchange-document', '1258188', 1]);
    expect(optionalText(first, 'bibliographic-data/publication-reference/document-id/doc-number')).toBe('1258188');
    expect(records[0]!.ancestors).toEqual(['exchange-documents']);
  });

  it('resolves the EPO entities when asked (YU-6701-A: tricikli&ccaron;na)', async () => {
    const entry = fileEntry(join(DATA, 'epo-docdb/YU-6701-A_381353354.xml'));
    const text = (list: XmlEvent[]) => list.map((e) => (e.type === 'record' ? textOf(e.element) : '')).join('');
    expect(text(await events(entry, 'exchange-document'))).toContain('tricikli\u010dna');
    expect(text(await events(entry, 'exchange-document', () => undefined))).toContain('tricikli&ccaron;na');
  });

  it('stops at the first error of a truncated real file, keeping the records closed before it', async () => {
    const source = await readFile(join(DATA, 'epo-docdb/DE-backfile.xml'));
    const cut = source.indexOf('<exch:exchange-document ', source.indexOf('</exch:exchange-document>')) + 40;
    const truncated: SourceEntry = {
      name: 'cut.xml',
      open: async function* () {
        yield source.subarray(0, cut);
      },
    };
    const result = await events(truncated, 'exchange-document');
    expect(result.map((e) => e.type)).toEqual(['open', 'record', 'error']);
    expect(result.at(-1)).toMatchObject({ type: 'error', position: { document: 1 } });
  });

  it('drops the record a mismatched end tag closes (saxes closes it before it reports the error)', async () => {
    const entry = chunkedTextEntry(3)('t.xml', '<r><d>1 &ccaron;</d><d>2</d><d>3</x></r>');
    const result = (await events(entry, 'd')).map((e) =>
      e.type === 'record' ? `record:${e.element.children.join('')}` : e.type,
    );
    expect(result).toEqual(['open', 'record:1 č', 'record:2', 'error']);
  });

  it('escapes a bare & and a < that opens no tag, across chunks', () => {
    expect(MarkupRepair.repair('<a>UDAPI & ASOCIADOS &amp; &#38;</a>')).toBe(
      '<a>UDAPI &amp; ASOCIADOS &amp; &#38;</a>',
    );
    expect(MarkupRepair.repair('<h id="x"><First Embodiment</h>')).toBe('<h id="x">&lt;First Embodiment</h>');
    expect(MarkupRepair.repair('<p>a < b <br/> <img id="i" file="f"/></p>')).toBe(
      '<p>a &lt; b <br/> <img id="i" file="f"/></p>',
    );
    const repair = new MarkupRepair();
    expect(repair.push('<a>x & y <') + repair.push('b>z</b></a>') + repair.end()).toBe('<a>x &amp; y <b>z</b></a>');
  });
});
