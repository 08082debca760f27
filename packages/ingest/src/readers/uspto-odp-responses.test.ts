import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_READERS } from './all-readers';
import { notAPublicationReader } from './non-publications';
import { fileEntry, readAll, DATA as SHARED_DATA, textEntry } from './reader-test-support';
import { usptoOdpJsonReader } from './uspto-odp-json';

const DATA = `${SHARED_DATA}/uspto-odp/patent-dev-uspto-odp/examples`;

const head = (path: string) => readFileSync(path).subarray(0, 65536).toString('utf8');

/** Each example response: its folder name and file. */
function examples(): { name: string; path: string }[] {
  return readdirSync(DATA)
    .sort()
    .flatMap((name) => readdirSync(join(DATA, name)).map((file) => ({ name, path: join(DATA, name, file) })));
}

// What every response of the examples gives: a document's ucid, or the reason it is skipped.
const EXPECTED: Readonly<Record<string, string>> = {
  get_appeal_decision:
    'USPTO ODP PTAB ex parte appeal decisions response (1 record): board decisions are not patent documents',
  get_appeal_decisions_by_appeal_number:
    'USPTO ODP PTAB ex parte appeal decisions response (1 record): board decisions are not patent documents',
  get_bulk_product:
    'USPTO ODP bulk data products response (1 record): a listing of data sets and files, not patent documents',
  get_enriched_citation_fields:
    'USPTO ODP field list of the enriched_cited_reference_metadata API (22 fields): field names, not data',
  get_interference_decision:
    'USPTO ODP PTAB interference decisions response (1 record): board decisions are not patent documents',
  get_interference_decisions_by_number:
    'USPTO ODP PTAB interference decisions response (2 records): board decisions are not patent documents',
  get_office_action_citation_fields: 'USPTO ODP field list of the oa_citations API (16 fields): field names, not data',
  get_office_action_fields: 'USPTO ODP field list of the oa_actions API (56 fields): field names, not data',
  get_office_action_rejection_fields:
    'USPTO ODP field list of the oa_rejections API (31 fields): field names, not data',
  get_patent: 'US-11646472-B2',
  get_patent_adjustment:
    'USPTO ODP patent term adjustment response for application 17248024: no bibliographic data (applicationMetaData), so no document',
  get_patent_assignment:
    'USPTO ODP assignments response for application 15000001: no bibliographic data (applicationMetaData), so no document',
  get_patent_associated_documents:
    'USPTO ODP associated documents response for application 17248024 (links to the grant and pre-grant publication XML files): no bibliographic data, so no document',
  get_patent_attorney: 'USPTO ODP attorney/agent response (30 records): attorneys of record, no bibliographic data',
  get_patent_continuity:
    'USPTO ODP continuity response for application 17248024: no bibliographic data (applicationMetaData), so no document',
  get_patent_documents:
    'USPTO ODP file wrapper documents list response (45 records): document codes and download links, no bibliographic data',
  get_patent_foreign_priority:
    'USPTO ODP foreign priority response for application 15000001 (1 claim): no bibliographic data, so no document',
  get_patent_meta_data: 'US-11646472-B2',
  get_patent_transactions:
    'USPTO ODP transactions response for application 17248024: no bibliographic data (applicationMetaData), so no document',
  get_petition_decision:
    'USPTO ODP petition decisions response (1 record): petition decisions are not patent documents',
  get_status_codes: 'USPTO ODP application status codes response (25 records): a code table, not patent documents',
  get_trademark_document_info: 'USPTO ODP trademark document information (XML): trademarks are not patents',
  get_trademark_documents: 'USPTO ODP trademark documents list (XML): trademark documents, not patent documents',
  get_trademark_last_update: 'USPTO ODP trademark last-update response (1 record): trademarks are not patents',
  get_trademark_multi_status: 'USPTO ODP trademark multi-status response (1 record): trademarks are not patents',
  get_trademark_status: 'USPTO ODP trademark status response (1 record): trademarks are not patents',
  get_trial_decision:
    'USPTO ODP PTAB trial documents and decisions response (1 record): trial papers are not patent documents',
  get_trial_decisions_by_trial_number:
    'USPTO ODP PTAB trial documents and decisions response (3 records): trial papers are not patent documents',
  get_trial_document:
    'USPTO ODP PTAB trial documents and decisions response (1 record): trial papers are not patent documents',
  get_trial_documents_by_trial_number:
    'USPTO ODP PTAB trial documents and decisions response (72 records): trial papers are not patent documents',
  get_trial_proceeding:
    'USPTO ODP PTAB trial proceedings response (1 record): IPR/PGR proceedings are not patent documents',
  search_appeal_decisions:
    'USPTO ODP PTAB ex parte appeal decisions response (5 records): board decisions are not patent documents',
  search_appeal_decisions_download:
    'USPTO ODP PTAB appeal decisions download response (25 records): board proceedings and decisions are not patent documents',
  search_bulk_products:
    'USPTO ODP bulk data products response (10 records): a listing of data sets and files, not patent documents',
  search_enriched_citations:
    'USPTO ODP enriched citations response (3 records): references cited in office actions, not patent documents',
  search_interference_decisions:
    'USPTO ODP PTAB interference decisions response (5 records): board decisions are not patent documents',
  search_interference_decisions_download:
    'USPTO ODP PTAB interference decisions download response (25 records): board decisions are not patent documents',
  search_office_action_citations:
    'USPTO ODP office action citations response (5 records): references cited in office actions, not patent documents',
  search_office_action_rejections:
    'USPTO ODP office action rejections response (3 records): rejection data of office actions, not patent documents',
  search_office_actions:
    'USPTO ODP office action texts response (3 records): office action letters, not patent documents',
  search_patents: 'US-20240362478-A1',
  // The download asked for a few fields only: no number identifies the application.
  search_patents_download:
    "USPTO ODP patent data with a record without application, patent or publication number (the request's field selection left them out): no document can be identified",
  search_petitions: 'USPTO ODP petition decisions response (5 records): petition decisions are not patent documents',
  search_petitions_download:
    'USPTO ODP petition decisions download response (5 records): petition decisions are not patent documents',
  search_trial_decisions:
    'USPTO ODP PTAB trial documents and decisions response (5 records): trial papers are not patent documents',
  search_trial_decisions_download:
    'USPTO ODP PTAB trial decisions download response (25 records): board proceedings and decisions are not patent documents',
  search_trial_documents:
    'USPTO ODP PTAB trial documents and decisions response (5 records): trial papers are not patent documents',
  search_trial_documents_download:
    'USPTO ODP PTAB trial documents download response (25 records): board proceedings and decisions are not patent documents',
  search_trial_proceedings:
    'USPTO ODP PTAB trial proceedings response (5 records): IPR/PGR proceedings are not patent documents',
  search_trial_proceedings_download:
    'USPTO ODP PTAB trial proceedings download response (25 records): board proceedings and decisions are not patent documents',
};

describe('uspto-odp-json responses', () => {
  it('every example response is detected (by this reader only) and gives a document or one skip with its reason', async () => {
    const outcome: Record<string, string> = {};
    for (const { name, path } of examples()) {
      const text = head(path);
      // The last reader claims whatever no reader before it did; of the others, only ODP claims these.
      expect(
        ALL_READERS.filter((r) => r !== notAPublicationReader && r.detect(text)).map((r) => r.format),
        name,
      ).toEqual(['uspto-odp-json']);
      const results = await readAll(usptoOdpJsonReader, fileEntry(path));
      expect(results, name).toHaveLength(1);
      const [result] = results;
      if (result?.kind === 'error') throw new Error(`${name}: ${result.message}`);
      outcome[name] = result?.kind === 'document' ? result.document.id : (result?.reason ?? '');
      if (result?.kind === 'skipped') expect(result.file).toBe(path);
    }
    expect(outcome).toEqual(EXPECTED);
  });

  it('claims no other format: PPUBS, SureChEMBL, Lens, Crossref JSON and OPS, DPMA and US XML are not ODP', () => {
    for (const file of [
      'uspto-ppubs/patent_client/biblio.json',
      'chemistry/surechembl-sample/biblio_typical.json',
      'npl/lens-scholarly/lens-api-doc_scholarly-export.jsonl',
      'epo-ops/patent-dev-epo-ops/examples/get_biblio/response.xml',
      'dpma/patent-dev-dpma-connect-plus/trademark_info.xml',
      'lens-patents/sangamo_lens-export.csv',
    ]) {
      expect(usptoOdpJsonReader.detect(head(join(SHARED_DATA, file))), file).toBe(false);
    }
    // Generic JSON with ODP's generic words only (`count`, `response.docs`) is no ODP response either.
    expect(usptoOdpJsonReader.detect('{"count": 3, "results": [{"id": 1}]}')).toBe(false);
    expect(usptoOdpJsonReader.detect('{"response": {"numFound": 1, "docs": [{"id": "x"}]}}')).toBe(false);
    expect(usptoOdpJsonReader.detect('<?xml version="1.0"?><Document><SerialNumber>1</SerialNumber></Document>')).toBe(
      false,
    );
  });

  it('an ODP error body, an empty search and other XML are skipped with their reasons', async () => {
    const error = JSON.stringify({
      code: 404,
      error: 'Not Found',
      errorDetails: 'No matching records found, refine your search criteria and try again.',
      requestIdentifier: '7e1c0b6a',
    });
    expect(usptoOdpJsonReader.detect(error)).toBe(true);
    expect(await readAll(usptoOdpJsonReader, textEntry('404.json', error))).toEqual([
      {
        kind: 'skipped',
        file: '404.json',
        reason:
          'USPTO ODP error response 404: Not Found (No matching records found, refine your search criteria and try again.)',
      },
    ]);
    expect(
      await readAll(usptoOdpJsonReader, textEntry('none.json', '{"count": 0, "patentFileWrapperDataBag": []}')),
    ).toEqual([
      { kind: 'skipped', file: 'none.json', reason: 'USPTO ODP patent data response without records (count 0)' },
    ]);
    const xml = '<?xml version="1.0"?>\n<!-- status -->\n<tm:Status xmlns:tm="urn:us:gov:doc:uspto:trademark"/>';
    expect(usptoOdpJsonReader.detect(xml)).toBe(true);
    expect(await readAll(usptoOdpJsonReader, textEntry('status.xml', xml))).toEqual([
      {
        kind: 'skipped',
        file: 'status.xml',
        reason: 'USPTO ODP XML response <Status>: only the JSON patent data responses hold patent documents',
      },
    ]);
  });
});
