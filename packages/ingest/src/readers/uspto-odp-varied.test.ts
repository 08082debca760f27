import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PatentDocument, PatentDocumentSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import type { ReadResult } from './reader';
import { readAll, DATA as SHARED_DATA, textEntry } from './reader-test-support';
import { usptoOdpJsonReader } from './uspto-odp-json';

// Cases the ODP examples do not contain (unpublished applications, designs, national stages, lapsed patents,
// reassignments), built by varying the real get_patent and search_patents records.

const DATA = `${SHARED_DATA}/uspto-odp/patent-dev-uspto-odp/examples`;

function documentsOf(results: readonly ReadResult[]): PatentDocument[] {
  return results.map((result) => {
    if (result.kind !== 'document') throw new Error(JSON.stringify(result));
    return PatentDocumentSchema.parse(result.document);
  });
}

/** The get_patent record, to vary in the tests of cases the examples do not contain. */
function patentRecord(): Record<string, unknown> & { applicationMetaData: Record<string, unknown> } {
  const body = JSON.parse(readFileSync(join(DATA, 'get_patent/response.json'), 'utf8'));
  return body.patentFileWrapperDataBag[0];
}

async function readRecords(records: readonly unknown[]): Promise<ReadResult[]> {
  const text = JSON.stringify({ count: records.length, patentFileWrapperDataBag: records }, null, 2);
  return readAll(usptoOdpJsonReader, textEntry('varied.json', text));
}

describe('uspto-odp-json cases the examples do not hold (varied get_patent record)', () => {
  it('an application without patent or pre-grant publication is skipped: a document needs a publication', async () => {
    const record = patentRecord();
    for (const key of [
      'patentNumber',
      'grantDate',
      'earliestPublicationNumber',
      'earliestPublicationDate',
      'publicationSequenceNumberBag',
      'publicationDateBag',
    ]) {
      delete record.applicationMetaData[key];
    }
    expect(await readRecords([record])).toEqual([
      {
        kind: 'skipped',
        file: 'varied.json',
        reason:
          'USPTO ODP application 17248024 without patent or pre-grant publication number: a document needs a publication',
      },
    ]);
  });

  it('records are read one by one: documents, a record without application data, and a note for it', async () => {
    const pta = JSON.parse(readFileSync(join(DATA, 'get_patent_adjustment/response.json'), 'utf8'))
      .patentFileWrapperDataBag[0];
    const search = JSON.parse(readFileSync(join(DATA, 'search_patents/response.json'), 'utf8'))
      .patentFileWrapperDataBag[0];
    const results = await readRecords([patentRecord(), pta, search]);
    expect(results.map((r) => (r.kind === 'document' ? r.document.id : r.kind))).toEqual([
      'US-11646472-B2',
      'US-20240362478-A1',
      'skipped',
    ]);
    expect(results[1]).toMatchObject({ document: { provenance: { position: { index: 2 } } } });
    expect(results[2]).toMatchObject({
      reason:
        'USPTO ODP patent term adjustment response for application 17248024: no bibliographic data (applicationMetaData), so no document',
    });
  });

  it('a utility patent without pre-grant publication is B1; design S1, plant P2 and reissue E by type', async () => {
    const kinds: string[] = [];
    for (const [type, number] of [
      ['UTL', '11646472'],
      ['DES', 'D1012345'],
      ['DES', '1012345'],
      ['PLT', 'PP34567'],
      ['REI', 'RE49876'],
    ] as const) {
      const record = patentRecord();
      const meta = record.applicationMetaData;
      for (const key of ['earliestPublicationNumber', 'publicationSequenceNumberBag', 'publicationDateBag']) {
        delete meta[key];
      }
      meta.publicationCategoryBag = ['Granted/Issued'];
      meta.applicationTypeCode = type;
      meta.patentNumber = number;
      kinds.push(...documentsOf(await readRecords([record])).map((d) => d.id));
    }
    expect(kinds).toEqual(['US-11646472-B1', 'US-D1012345-S1', 'US-D1012345-S1', 'US-PP34567-P2', 'US-RE49876-E']);
  });

  it('a design patent runs 15 years from grant when filed after 2015-05-13', async () => {
    const record = patentRecord();
    Object.assign(record.applicationMetaData, { applicationTypeCode: 'DES', patentNumber: 'D1012345' });
    const [doc] = documentsOf(await readRecords([record]));
    expect(doc).toMatchObject({
      id: 'US-D1012345-S1',
      expectedexpirydate: 20380509,
      expectedexpiryexplanation:
        'Expected to expire on 2038-05-09: 15 years from the grant on 2023-05-09, as a US design patent filed on or after 2015-05-13.',
    });
  });

  it('a national stage names its PCT parent as a W priority and runs from the international filing date', async () => {
    const record = patentRecord();
    record.parentContinuityBag = [
      {
        childApplicationNumberText: '17248024',
        claimParentageTypeCode: 'NST',
        parentApplicationFilingDate: '2019-06-20',
        parentApplicationNumberText: 'PCT/US2019/038258',
      },
    ];
    delete record.patentTermAdjustmentData;
    const [doc] = documentsOf(await readRecords([record]));
    expect(doc!.priorities).toEqual([{ country: 'WO', number: 'WO2019US038258', date: 20190620, kind: 'W' }]);
    expect(doc).toMatchObject({ expectedexpirydate: 20390620, earliestprioritycountry: 'WO' });
  });

  it('a patent expired for unpaid maintenance fees expires on its status date; an abandoned one has none', async () => {
    const expired = patentRecord();
    Object.assign(expired.applicationMetaData, {
      applicationStatusCode: 250,
      applicationStatusDescriptionText: 'Patent Expired Due to NonPayment of Maintenance Fees Under 37 CFR 1.362',
      applicationStatusDate: '2027-06-14',
    });
    const abandoned = JSON.parse(readFileSync(join(DATA, 'search_patents/response.json'), 'utf8'))
      .patentFileWrapperDataBag[0];
    Object.assign(abandoned.applicationMetaData, {
      applicationStatusCode: 161,
      applicationStatusDescriptionText: 'Abandoned -- Failure to Respond to an Office Action',
    });
    const [lapsed, dropped] = documentsOf(await readRecords([expired, abandoned]));
    expect(lapsed).toMatchObject({
      expectedexpirydate: 20270614,
      expectedexpiryexplanation:
        'Expired on 2027-06-14: the maintenance fees were not paid (USPTO status "Patent Expired Due to NonPayment of Maintenance Fees Under 37 CFR 1.362").',
      pending: false,
    });
    expect(dropped).toMatchObject({ id: 'US-20240362478-A1', pending: false, grant: false });
    expect(dropped!.expectedexpirydate).toBeUndefined();
  });

  it('foreign priorities name their office by code; an office the table does not know is left out', async () => {
    const record = patentRecord();
    record.foreignPriorityBag = [
      { applicationNumberText: '2019-123456', filingDate: '2019-07-01', ipOfficeName: 'JAPAN' },
      { applicationNumberText: '10-2014-0009131', filingDate: '2015-01-20', ipOfficeName: 'REPUBLIC OF KOREA' },
      { applicationNumberText: '19171508.9', filingDate: '2019-04-29', ipOfficeName: 'EUROPEAN PATENT OFFICE' },
      { applicationNumberText: '123', filingDate: '2019-01-01', ipOfficeName: 'ATLANTIS' },
    ];
    const [doc] = documentsOf(await readRecords([record]));
    expect(doc!.priorities?.slice(12)).toEqual([
      { country: 'JP', number: 'JP2019123456', date: 20190701, kind: 'A' },
      { country: 'KR', number: 'KR1020140009131', date: 20150120, kind: 'A' },
      { country: 'EP', number: 'EP19171508', date: 20190429, kind: 'A' },
    ]);
  });

  it('the current owner is the assignee of the latest transfer; security interests are no transfer', async () => {
    const record = patentRecord();
    const assignment = (name: string, date: string, conveyance: string) => ({
      assigneeBag: [{ assigneeNameText: name }],
      assignmentRecordedDate: date,
      conveyanceText: conveyance,
    });
    record.assignmentBag = [
      assignment('BANK OF LENDERS', '2024-02-01', 'SECURITY INTEREST (SEE DOCUMENT FOR DETAILS).'),
      assignment('NEWCO BATTERY INC.', '2023-09-01', 'ASSIGNMENT OF ASSIGNORS INTEREST (SEE DOCUMENT FOR DETAILS).'),
      assignment('POLYPLUS BATTERY COMPANY', '2021-03-01', "ASSIGNMENT OF ASSIGNOR'S INTEREST"),
    ];
    const [doc] = documentsOf(await readRecords([record]));
    expect(doc).toMatchObject({
      assignees_name_original: ['PolyPlus Battery Company'],
      assignees_name_current: ['NEWCO BATTERY INC.'],
    });
  });
});
