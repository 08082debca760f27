import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeEntry, FALLBACK_REASON, notAPublicationReader } from './non-publications';
import { DATA, fileEntry, readAll, textEntry } from './reader-test-support';

/** The reason the reader gives for one file of the shared corpus. */
async function reasonOf(path: string): Promise<string> {
  const results = await readAll(notAPublicationReader, fileEntry(join(DATA, path), { gunzip: true }));
  expect(results).toHaveLength(1);
  const [result] = results;
  if (result?.kind !== 'skipped') throw new Error(`expected a skip, got ${JSON.stringify(result)}`);
  return result.reason;
}

const text = (value: string) => describeEntry(new TextEncoder().encode(value), true);

describe('not-a-publication reader', () => {
  it('names what each kind of non-publication file of the corpus is', async () => {
    expect(await reasonOf('PROVENANCE.md')).toBe(
      "Markdown text ('PROVENANCE — sample patent corpus and related data'): notes, not a publication",
    );
    expect(await reasonOf('epo-ops/patent-dev-epo-ops/examples/get_classification_media/response.png')).toBe(
      'PNG image (101×60 px): a drawing or picture, not a publication',
    );
    expect(await reasonOf('epo-ops/patent-dev-epo-ops/examples/get_image_thumbnail/response.tiff')).toBe(
      'TIFF image (2592×3508 px, CCITT Group 4 fax): a drawing or page image, not a publication',
    );
    expect(await reasonOf('epo-ops/patent-dev-epo-ops/examples/get_image_inquiry/response.bin')).toBe(
      'text summary of an OPS image inquiry for EP.2400812.A1 (as the epo-ops example program prints it): drawing pages listed, no patent document',
    );
    expect(await reasonOf('epo-ops/patent-dev-epo-ops/examples/get_usage_stats/response.bin')).toBe(
      'text summary of OPS usage statistics for 24/10/2025~25/10/2025: API usage counts, not a publication',
    );
    expect(await reasonOf('epo-ops/patent-dev-epo-ops/test_patents.txt')).toBe(
      'list of 6 publication numbers, one a line (the first EP.2400812.A1): numbers only, no bibliographic data or text',
    );
    expect(await reasonOf('npl/alexandria3k/pubmed-sample/pubmed2.xml.gz')).toBe(
      'PubMed article set (PubmedArticleSet XML): journal articles, non-patent literature',
    );
    expect(await reasonOf('npl/alexandria3k/dblp.xml.gz')).toBe(
      'dblp bibliography XML: computer-science publications, non-patent literature',
    );
    expect(await reasonOf('npl/alexandria3k/crossref-sample/crossref-2025.jsonl.gz')).toBe(
      'Crossref works (JSON lines): DOI metadata of scholarly works, non-patent literature',
    );
    expect(await reasonOf('npl/alexandria3k/crossref-sample/1item.json.gz')).toBe(
      'Crossref works (JSON): DOI metadata of scholarly works, non-patent literature',
    );
    expect(await reasonOf('npl/lens-scholarly/topology_lens-scholarly-export.csv')).toBe(
      'Lens scholarly export (CSV): scholarly works, non-patent literature',
    );
    expect(await reasonOf('chemistry/uspto-50k/patent_compound_links_derived.tsv')).toBe(
      'patent–compound link table (TSV: publication_number, role, inchikey): the compounds each publication names, no publication itself',
    );
    expect(await reasonOf('chemistry/uspto-50k/compounds_derived.tsv')).toBe(
      'chemical compound table (TSV: inchikey, inchi, smiles_canonical, patent_count): structures, not publications',
    );
    expect(await reasonOf('chemistry/surechembl-sample/chem_typical.tsv')).toMatch(
      /^SureChEMBL chemistry table \(TSV: SCPN, SureChEMBL ID, SMILES, .*\): compounds found in patents, not publications$/,
    );
    // Scheme and master files have readers of their own; this one only stands in when those are not listed.
    expect(await reasonOf('uspto-xml/PatentPublicData/cpcScheme/cpc-scheme-A01L.xml')).toBe(
      'CPC scheme XML (classification items of A01L, published 2016-05-01): classification titles, not a publication',
    );
    expect(await reasonOf('uspto-xml/PatentPublicData/cpcMaster/cpcMaster.xml')).toBe(
      'USPTO CPC Master Classification File XML (CPC codes of US patents 1 to 99998): classifications of publications, no publication',
    );
  });

  it('falls back to the shape of files no rule knows, and says that it does', () => {
    const shapes = [
      text('<?xml version="1.0"?>\n<!-- a note -->\n<inventory xmlns="urn:example:stock"><item/></inventory>'),
      text('{"answer": 42, "question": "unknown"}'),
      text('sku\tcount\tshelf\nA-1\t3\tB4\n'),
      text('Dear reader,\nthis is a letter.'),
      describeEntry(Uint8Array.from([0x00, 0x01, 0x02, 0x03, 0x04]), true),
    ];
    expect(shapes).toEqual([
      'XML document with root element <inventory> (namespace urn:example:stock): a vocabulary no reader reads, no patent document',
      'JSON with keys answer, question: a structure no reader reads, no patent document',
      'table (TSV: sku, count, shelf): columns no reader reads, no patent document',
      "plain text (first line 'Dear reader,'): no format any reader reads, no patent document",
      'binary file (first bytes 00 01 02 03 04): not text in any format we read',
    ]);
    for (const reason of shapes) expect(reason).toMatch(FALLBACK_REASON);
    // An archive or compressed stream under another name is named as such, with what to do about it.
    expect(describeEntry(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), true)).toMatch(
      /^zip archive under a name/,
    );
    expect(describeEntry(Uint8Array.from([0x1f, 0x8b, 0x08, 0x00]), true)).toMatch(/^gzip-compressed data/);
  });

  it('claims every entry with content, as the last reader must', async () => {
    expect(notAPublicationReader.detect('anything at all')).toBe(true);
    expect(notAPublicationReader.detect(' \n ')).toBe(false);
    const results = await readAll(notAPublicationReader, textEntry('notes.txt', 'just some notes, not a patent'));
    expect(results).toEqual([
      {
        kind: 'skipped',
        file: 'notes.txt',
        reason:
          "plain text (first line 'just some notes, not a patent'): no format any reader reads, no patent document",
      },
    ]);
  });
});
