import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type PatentDocument, PatentDocumentSchema, ucidOf } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { epoOpsReader } from './epo-ops';
import { chunkedTextEntry, fileEntry, readAll, DATA as SHARED_DATA } from './reader-test-support';

const DATA = `${SHARED_DATA}/epo-ops`;

const textEntry = chunkedTextEntry(17);

async function documents(file: string): Promise<PatentDocument[]> {
  const results = await readAll(epoOpsReader, fileEntry(join(DATA, file)));
  return results.map((result) => {
    if (result.kind !== 'document') throw new Error(JSON.stringify(result));
    return PatentDocumentSchema.parse(result.document);
  });
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

function officeMembers(file: string): string[] {
  const text = readFileSync(join(DATA, file), 'utf8');
  const members = text.split(/<ops:family-member\b/).slice(1);
  return members.map((member) => {
    const id =
      /<document-id document-id-type="docdb">\s*<country>(\w+)<\/country>\s*<doc-number>(\w+)<\/doc-number>\s*<kind>(\w+)<\/kind>/.exec(
        member,
      );
    return ucidOf(id?.[1] ?? '', id?.[2] ?? '', id?.[3] ?? '') ?? 'invalid';
  });
}

describe('epo-ops reader', () => {
  it('reads every OPS response: documents, or a skip with its reason; non-XML bodies are not detected', async () => {
    const counts = { files: 0, undetected: 0, document: 0, skipped: 0, error: 0 };
    const reasons = new Map<string, string>();
    for (const file of walk(DATA)) {
      counts.files += 1;
      if (!epoOpsReader.detect(readFileSync(file).subarray(0, 65536).toString('utf8'))) {
        counts.undetected += 1;
        expect(file).toMatch(/\.(?:png|tiff|bin|txt|tsv)$/);
        continue;
      }
      for (const result of await readAll(epoOpsReader, fileEntry(file))) {
        counts[result.kind] += 1;
        if (result.kind === 'document') PatentDocumentSchema.parse(result.document);
        if (result.kind === 'skipped') reasons.set(relative(DATA, file), result.reason);
      }
    }
    expect(counts).toEqual({ files: 85, undetected: 8, document: 96, skipped: 38, error: 0 });
    expect(reasons.get('patent-dev-epo-ops/testdata/error_404.xml')).toBe(
      'OPS error response 404: Document not found (No published document found for the specified input)',
    );
    expect(reasons.get('patent-dev-epo-ops/testdata/error_429.xml')).toMatch(/^OPS error response 429: Fair use limit/);
    expect(reasons.get('patent-dev-epo-ops/examples/get_classification_schema/response.xml')).toMatch(
      /CPC classification scheme/,
    );
    expect(reasons.get('patent-dev-epo-ops/examples/get_classification_statistics/response.xml')).toMatch(/statistics/);
    expect(reasons.get('patent-dev-epo-ops/examples/get_classification_schema_multiple/response.xml')).toMatch(
      /Empty OPS response/,
    );
    expect(
      reasons.get('patent_client-cassettes/number-service_application_original_PCT_GB02_04635.20021011_docdb.xml'),
    ).toMatch(/number-service/);
    expect(reasons.get('patent-dev-epo-ops/testdata/image-inquiry.xml')).toMatch(/image inquiry/);
    expect(reasons.get('patent-dev-epo-ops/examples/get_register_biblio/response.xml')).toMatch(/EP Register/);
    expect(reasons.get('patent-dev-epo-ops/examples/search/response.xml')).toMatch(
      /search response without constituents/,
    );
  });

  it('family 43088294 (get_family*): one document per member, equal to the office membership, one simple family', async () => {
    for (const file of [
      'patent-dev-epo-ops/examples/get_family/response.xml',
      'patent-dev-epo-ops/examples/get_family_with_biblio/response.xml',
      'patent-dev-epo-ops/examples/get_family_with_legal/response.xml',
    ]) {
      const docs = await documents(file);
      const office = officeMembers(file);
      // The office reports total-result-count="5" for this family.
      expect(office).toEqual(['EP-2400812-A1', 'EP-2400812-B1', 'CA-2744162-A1', 'US-20120057518-A1', 'US-9648662-B2']);
      expect(docs.map((d) => d.id)).toEqual(office);
      for (const doc of docs) {
        const simple = doc.familydata?.['simple-family-data'];
        expect(simple?.id).toBe('43088294');
        expect(simple?.publications.map((p) => p.ucid)).toEqual(office);
        expect(doc.familydata?.['extended-family-data']?.publications.map((p) => p.ucid)).toEqual(office);
      }
      expect(docs[3]!.familydata?.['simple-family-data']?.publications[3]).toEqual({
        ucid: 'US-20120057518-A1',
        an: 'US13167395',
        publicationdate: 20120308,
        applicationdate: 20110623,
      });
    }
  });

  it('golden: family with biblio — EP2400812A1 and US9648662B2', async () => {
    const docs = await documents('patent-dev-epo-ops/examples/get_family_with_biblio/response.xml');
    const ep = docs[0]!;
    expect(ep).toMatchObject({ id: 'EP-2400812-A1', applicationnumber: 'EP10167109', publicationdate: 20111228 });
    expect(ep.titles).toEqual({
      de: 'BLUETOOTH-VERNETZUNG',
      en: 'BLUETOOTH NETWORKING',
      fr: 'MISE EN RÉSEAU BLUETOOTH',
    });
    expect(ep.classifications?.ipc?.map((c) => c.code)).toEqual(['H04W84/20']);
    expect(ep.citations?.patents?.map((c) => c.number)).toEqual([
      // DOCDB `WO 02054790`: the two-digit year written in full.
      'WO2002054790A2',
      'US20030060222A1',
      'WO2003067954A2',
      'US20040097263A1',
      'US20040136338A1',
      'EP1542377A2',
    ]);
    expect(ep.citations?.patents?.[4]).toMatchObject({ categories: ['Y', 'A'], phase: 'search' });
    expect(ep.abstracts?.en).toMatch(/^/);
    const us = docs[4]!;
    expect(us).toMatchObject({
      id: 'US-9648662-B2',
      applicationnumber: 'US13167395',
      publicationdate: 20170509,
      grant: true,
    });
    expect(us.titles?.en).toBe('Bluetooth networking');
    expect(us.classifications?.ipc?.map((c) => c.code)).toEqual(['H04B7/14', 'H04W84/20', 'H04W88/04']);
  });

  it('golden: family with legal events — 75 events over the members, oldest first', async () => {
    const docs = await documents('patent-dev-epo-ops/examples/get_family_with_legal/response.xml');
    expect(docs.map((d) => d.legalevents?.length ?? 0)).toEqual([69, 0, 1, 5, 0]);
    expect(docs[0]!.legalevents?.[0]).toEqual({
      date: 20111228,
      code: 'EP AK',
      description: 'DESIGNATED CONTRACTING STATES',
    });
    expect(docs[2]!.legalevents).toEqual([{ date: 20170806, code: 'CA FZDE', description: 'DISCONTINUED' }]);
    expect(docs[3]!.legalevents?.[0]).toMatchObject({ date: 20111114, code: 'US AS', description: 'ASSIGNMENT' });
    expect(docs[0]!.priorities).toEqual([{ country: 'EP', number: 'EP10167109', date: 20100624, kind: 'A' }]);
  });

  it('family of WO2009085664 (patent_client cassette): 20 members of DOCDB family 40799763', async () => {
    const file = 'patent_client-cassettes/family_publication_docdb_WO2009085664.A2.xml';
    const docs = await documents(file);
    const office = officeMembers(file);
    expect(office).toHaveLength(20);
    expect(docs.map((d) => d.id)).toEqual(office);
    expect(new Set(docs.map((d) => d.familydata?.['simple-family-data']?.id))).toEqual(new Set(['40799763']));
    for (const doc of docs) expect(doc.familydata?.['simple-family-data']?.publications).toHaveLength(20);
    expect(docs[0]).toMatchObject({
      id: 'WO-2009085664-A2',
      applicationnumber: 'WO2008US086599',
      publicationdate: 20090709,
      applicationdate: 20081212,
      earliestprioritydate: 20071227,
    });
    expect(docs[0]!.priorities).toEqual([{ country: 'US', number: 'US20070964952', date: 20071227, kind: 'A' }]);
    expect(docs.map((d) => d.id)).toEqual(expect.arrayContaining(['EP-2225660-A2', 'JP-4961043-B2', 'US-8131731-B2']));
  });

  it('golden: legal events of EP1000000A1 (50 events)', async () => {
    const [doc] = await documents('patent_client-cassettes/legal_publication_docdb_EP1000000A1.xml');
    expect(doc).toMatchObject({ id: 'EP-1000000-A1', applicationnumber: 'EP99203729', applicationdate: 19991108 });
    expect(doc!.priorities).toEqual([{ country: 'NL', number: 'NL1010536', date: 19981112, kind: 'A' }]);
    expect(doc!.legalevents).toHaveLength(50);
    expect(doc!.legalevents?.[0]).toMatchObject({ date: 20000331, code: 'EP PUAI' });
    expect(doc!.familydata?.['simple-family-data']?.id).toBe('19768124');
  });

  it('golden: biblio of EP2400812A1 (EPODOC priority and dates)', async () => {
    const [doc] = await documents('patent-dev-epo-ops/examples/get_biblio/response.xml');
    expect(doc).toMatchObject({
      id: 'EP-2400812-A1',
      applicationnumber: 'EP10167109',
      publicationdate: 20111228,
      applicationdate: 20100624,
      earliestprioritydate: 20100624,
    });
    expect(doc!.priorities).toEqual([{ country: 'EP', number: 'EP10167109', date: 20100624 }]);
    expect(doc!.applicants?.[0]).toEqual({ name: '9SOLUTIONS OY', country: 'FI' });
    expect(doc!.assignees_name_probable).toEqual(['9Solutions Oy']);
  });

  it('golden: biblio of CA3237996A1', async () => {
    const [doc] = await documents('patent_client-cassettes/published-data_publication_docdb_CA3237996A1_biblio.xml');
    expect(doc).toMatchObject({ id: 'CA-3237996-A1', applicationnumber: 'CA3237996' });
    expect(doc!.applicants).toEqual([{ name: 'GOOGLE LLC', country: 'US' }]);
    expect(doc!.inventors).toHaveLength(8);
    expect(doc!.familydata?.['simple-family-data']?.id).toBe('51211874');
  });

  it('golden: claims of EP2400812A1 (numbered text claims)', async () => {
    const [doc] = await documents('patent-dev-epo-ops/examples/get_claims/response.xml');
    expect(doc!.id).toBe('EP-2400812-A1');
    expect(doc!.claims?.en).toHaveLength(15);
    expect(doc!.claims?.en?.[0]?.text).toMatch(/^A communication device \(100\) comprising:/);
    expect(doc!.claims?.en?.[1]).toMatchObject({ num: 2, dependsOn: [1] });
    expect(doc!.claims?.en?.[2]).toMatchObject({ num: 3, dependsOn: [2] });
  });

  it('full-cycle response yields each publication of the cycle', async () => {
    const docs = await documents(
      'patent_client-cassettes/published-data_publication_epodoc_EP1000000.A1_full-cycle.xml',
    );
    expect(docs.map((d) => d.id)).toEqual(['EP-1000000-A1', 'EP-1000000-B1']);
    expect(docs[0]!.titles?.en).toBe('Apparatus for manufacturing green bricks for the brick manufacturing industry');
  });

  it('keeps family members read before a truncation and reports the position', async () => {
    const text = readFileSync(join(DATA, 'patent-dev-epo-ops/examples/get_family/response.xml'), 'utf8');
    const cut = text.indexOf('<ops:family-member', text.indexOf('<ops:family-member') + 10) + 200;
    const results = await readAll(epoOpsReader, textEntry('family.xml', text.slice(0, cut)));
    expect(results.map((r) => r.kind)).toEqual(['error', 'document']);
    expect(results[0]).toMatchObject({ file: 'family.xml', position: { line: expect.any(Number) } });
    expect(await readAll(epoOpsReader, textEntry('empty.xml', ''))).toMatchObject([
      { kind: 'error', message: /Empty file/ },
    ]);
    expect(
      await readAll(
        epoOpsReader,
        textEntry('other.xml', '<ops:world-patent-data xmlns:ops="x"><ops:unknown/></ops:world-patent-data>'),
      ),
    ).toMatchObject([{ kind: 'error', message: /Unknown OPS response/ }]);
  });
});
