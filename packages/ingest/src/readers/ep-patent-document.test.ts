import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type PatentDocument, PatentDocumentSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { epPatentDocumentReader } from './ep-patent-document';
import { chunkedTextEntry, fileEntry, readAll, DATA as SHARED_DATA } from './reader-test-support';

const DATA = `${SHARED_DATA}/ep-fulltext/go-epo-eps`;

const textEntry = chunkedTextEntry(11);

async function readOne(relative: string): Promise<PatentDocument> {
  const results = await readAll(epPatentDocumentReader, fileEntry(join(DATA, relative)));
  expect(results.map((r) => r.kind)).toEqual(['document']);
  const result = results[0]!;
  if (result.kind !== 'document') throw new Error('not a document');
  return PatentDocumentSchema.parse(result.document);
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

describe('ep-patent-document reader', () => {
  it('reads every EP full-text file of the corpus (73 files, 73 documents, no error)', async () => {
    const files = walk(DATA).filter((file) => file.endsWith('.xml'));
    const counts = { files: files.length, document: 0, error: 0, skipped: 0 };
    for (const file of files) {
      expect(epPatentDocumentReader.detect(readFileSync(file).subarray(0, 65536).toString('utf8'))).toBe(true);
      for (const result of await readAll(epPatentDocumentReader, fileEntry(file))) {
        counts[result.kind] += 1;
        if (result.kind === 'document') PatentDocumentSchema.parse(result.document);
      }
    }
    expect(counts).toEqual({ files: 73, document: 73, error: 0, skipped: 0 });
    // 73 files: seconds of work, more than the default 5 s on a loaded machine.
  }, 60_000);

  it('golden: EP3383757B1 (DTD 1.5.1 grant, en)', async () => {
    const doc = await readOne('grant/v1-5-1-B1.xml');
    expect(doc.id).toBe('EP-3383757-B1');
    expect(doc.publicationnumber).toBe('EP3383757B1');
    expect(doc.kindcode).toBe('B1');
    expect(doc.applicationnumber).toBe('EP16849316');
    expect(doc.publicationdate).toBe(20210707);
    expect(doc.applicationdate).toBe(20160829);
    expect(doc.grantdate).toBe(20210707);
    expect(doc.grant).toBe(true);
    expect(doc.language).toBe('en');
    expect(doc.priorities).toEqual([{ country: 'US', number: 'US14865040', date: 20150925 }]);
    expect(doc.earliestprioritydate).toBe(20150925);
    expect(doc.titles).toEqual({
      de: 'SCHRAUBVERSCHLUSSSYSTEME MIT MAGNETISCHEM MERKMAL',
      en: 'SCREW-TYPE CLOSURE SYSTEMS WITH MAGNETIC FEATURE',
      fr: 'SYSTÈMES DE FERMETURE DE TYPE À VIS COMPRENANT DES ÉLÉMENTS MAGNÉTIQUES',
    });
    expect(doc.inventors?.map((p) => p.name)).toEqual(['JACOB, Christophe', 'BOUIX, Herve']);
    expect(doc.inventors?.[0]).toEqual({
      name: 'JACOB, Christophe',
      address: '50, rue Desire Claude',
      city: '42100 Saint-Etienne',
      country: 'FR',
    });
    expect(doc.applicants).toEqual([
      {
        name: 'ELC Management LLC',
        address: '155 Pinelawn Road, Suite 345 South',
        city: 'Melville, NY 11747',
        country: 'US',
      },
    ]);
    expect(doc.assignees_name_original).toEqual(['ELC Management LLC']);
    expect(doc.assignees_name_probable).toEqual(['ELC Management LLC']);
    expect(doc.agents_name_normalized).toEqual(['Dehns']);
    expect(doc.classifications?.ipc).toEqual([
      { code: 'B65D51/18', main: true, inventive: true, version: '2006.01' },
      { code: 'B65D43/02', main: false, inventive: true, version: '2006.01' },
      { code: 'B65D51/32', main: false, inventive: true, version: '2006.01' },
      { code: 'A45D34/00', main: false, inventive: true, version: '2006.01' },
      { code: 'A45D40/00', main: false, inventive: true, version: '2006.01' },
    ]);
    // Seven B561 entries, one of them (US-A1- 2007 204 872) listed twice.
    expect(doc.citations?.patents?.map((c) => c.number)).toEqual([
      'WO2014114885A1',
      'CN202128028U',
      'FR2973005A1',
      'US20070204872A1',
      'US20120279876A1',
      'US6382450B1',
    ]);
    expect(doc.claims?.en).toHaveLength(8);
    expect(doc.claims?.de).toHaveLength(8);
    expect(doc.claims?.fr).toHaveLength(8);
    expect(doc.firstclaims?.en).toMatch(
      /^A container-closure system comprising: a container \(1\) that comprises a screw threads \(1a\)/,
    );
    expect(doc.drawingscount).toBe(7);
    expect(doc.descriptions?.en?.[0]).toBe('Field of the Invention');
    expect(doc.descriptions?.en?.[1]).toMatch(
      /^The present invention pertains to screw-type container\/closure systems/,
    );
    expect(doc).toMatchObject({ tiexists: true, claexists: true, descexists: true, abexists: false });
    expect(doc.provenance).toMatchObject({ format: 'ep-patent-document', file: join(DATA, 'grant/v1-5-1-B1.xml') });
  });

  it('golden: EP2743087B2 (DTD 1.5 amended specification after opposition, de)', async () => {
    const doc = await readOne('grant/v1-5-B2.xml');
    expect(doc.id).toBe('EP-2743087-B2');
    expect(doc.applicationnumber).toBe('EP13189031');
    expect(doc.publicationdate).toBe(20210505);
    expect(doc.applicationdate).toBe(20131017);
    expect(doc.grantdate).toBe(20160323);
    expect(doc.language).toBe('de');
    expect(doc.priorities).toEqual([{ country: 'DE', number: 'DE102012223402', date: 20121217 }]);
    expect(doc.titles?.en).toBe('Printing machine with cladding');
    expect(doc.inventors?.map((p) => p.name)).toEqual(['Gertlowski, Georg', 'Winzinger, Frank']);
    expect(doc.applicants?.map((p) => p.name)).toEqual(['Krones AG']);
    expect(doc.assignees_name_original).toEqual(['Krones AG']);
    expect(doc.agents_name_normalized).toEqual(['Grünecker Patent- und Rechtsanwälte PartG mbB']);
    expect(doc.classifications?.ipc?.map((c) => c.code)).toEqual(['B41J3/407', 'B41J29/13', 'B41J29/377']);
    expect(doc.citations?.patents?.map((c) => c.number)).toEqual([
      'WO2011091011A1',
      'DE102009041527A1',
      'DE102010044244A1',
      'US20040003741A1',
      'US20060029740A1',
    ]);
    expect(doc.claims?.de).toHaveLength(13);
    expect(doc.claims?.en).toHaveLength(13);
    expect(doc.claims?.en?.[0]?.text).toMatch(
      /^Printing machine \(102\) for the direct printing of containers \(120\)/,
    );
    expect(doc.drawingscount).toBe(3);
  });

  it('golden: EP0874807B2 (DTD 1.0, two priorities)', async () => {
    const doc = await readOne('grant/v1-0-B2.xml');
    expect(doc.id).toBe('EP-874807-B2');
    expect(doc.publicationnumber).toBe('EP874807B2');
    expect(doc.applicationnumber).toBe('EP96939832');
    expect(doc.publicationdate).toBe(20060802);
    expect(doc.applicationdate).toBe(19961118);
    expect(doc.grantdate).toBe(20020220);
    expect(doc.priorities).toEqual([
      { country: 'CH', number: 'CH338895', date: 19951129 },
      { country: 'CH', number: 'CH45196', date: 19960221 },
    ]);
    expect(doc.earliestprioritydate).toBe(19951129);
    expect(doc.inventors?.map((p) => p.name)).toEqual(['ASSERCQ, Jean-Marie', 'BREITSCHUH, Richard', 'PFAFF, Werner']);
    expect(doc.assignees_name_original).toEqual(['Bayer CropScience AG']);
    expect(doc.agents_name_normalized).toBeUndefined();
    expect(doc.classifications?.ipc?.map((c) => c.code)).toEqual([
      'C07C249/08',
      'C07C231/06',
      'C07C235/78',
      'C07C251/48',
      'C07C251/60',
    ]);
    expect(doc.citations?.patents?.map((c) => c.number)).toEqual([
      'EP460575A',
      'EP463488A',
      'EP472300A',
      'EP535928A',
      // `WO-A-95/34526`: the two-digit year written in full.
      'WO1995034526A',
    ]);
    expect(doc.claims?.en).toHaveLength(5);
    expect(doc.firstclaims?.en).toMatch(
      /^A process for the preparation of an o-chloroinethylphenylinethoximinoglyoxylic/,
    );
  });

  it('golden: EP1605745A1 (DTD 1.0 bibliography only, IPC 7th edition)', async () => {
    const doc = await readOne('application/v1-0-A1-1.xml');
    expect(doc.id).toBe('EP-1605745-A1');
    expect(doc.applicationnumber).toBe('EP04715346');
    expect(doc.publicationdate).toBe(20051221);
    expect(doc.applicationdate).toBe(20040227);
    expect(doc.grant).toBe(false);
    expect(doc.grantdate).toBeUndefined();
    expect(doc.language).toBe('fr');
    expect(doc.priorities).toEqual([{ country: 'FR', number: 'FR0303587', date: 20030324 }]);
    expect(doc.classifications?.ipc).toEqual([{ code: 'A01B45/00', main: true, version: '7' }]);
    expect(doc.titles?.fr).toBe("DISPOSITIF POUR LE REMPLISSAGE DES TROUS DE CAROTTAGE D'UNE PELOUSE");
    expect(doc.applicants?.[0]).toEqual({
      name: 'Cuadrado, Jean-Claude',
      address: '2, allée des Romarins',
      city: '66180 Villeneuve de la Raho',
      country: 'FR',
    });
    expect(doc.inventors?.map((p) => p.name)).toEqual(['Cuadrado, Jean-Claude']);
    expect(doc.agents_name_normalized).toEqual(['Gosse, Michel']);
    expect(doc.claims).toBeUndefined();
    expect(doc).toMatchObject({ tiexists: true, claexists: false, descexists: false });
  });

  it('golden: EP4114164A1 (DTD 1.5.1 with XML search report: categories, examiner)', async () => {
    const doc = await readOne('application/v1-5-1-A1-3.xml');
    expect(doc.id).toBe('EP-4114164-A1');
    expect(doc.applicationnumber).toBe('EP21182450');
    expect(doc.publicationdate).toBe(20230104);
    expect(doc.applicationdate).toBe(20210629);
    expect(doc.language).toBe('de');
    expect(doc.assignees_name_original).toEqual(['Siemens Aktiengesellschaft']);
    expect(doc.inventors).toHaveLength(9);
    expect(doc.examiners).toEqual(['Kaluza, Andreas']);
    expect(doc.citations?.patents).toEqual([
      { number: 'US20200068759A1', country: 'US', kind: 'A1', date: 20200227, categories: ['X'], phase: 'search' },
      { number: 'EP3096596B1', country: 'EP', kind: 'B1', date: 20200325, categories: ['X'], phase: 'search' },
    ]);
    expect(doc.claims?.de).toHaveLength(15);
    expect(doc.claims?.de?.[1]).toMatchObject({ num: 2, dependsOn: [1] });
    expect(doc.claims?.de?.[2]).toMatchObject({ num: 3, dependsOn: [1, 2] });
    expect(doc.claims?.de?.[14]).toMatchObject({ num: 15, dependsOn: [14] });
    expect(doc.firstclaims?.de).toMatch(/^Verfahren zum Ermitteln eines Qualitätswertes \(Q\) beim Bestücken/);
    expect(doc.abstracts?.de).toMatch(/^Die Erfindung betrifft ein Verfahren zum Ermitteln eines Qualitätswertes/);
    expect(doc.drawingscount).toBe(4);
  });

  it('golden: EP2055205A1 (DTD 1.4, a bare & in the agent name is repaired)', async () => {
    const doc = await readOne('application/v1-4-A1.xml');
    expect(doc.id).toBe('EP-2055205-A1');
    expect(doc.applicationnumber).toBe('EP08018756');
    expect(doc.publicationdate).toBe(20090506);
    expect(doc.applicationdate).toBe(20081027);
    expect(doc.priorities).toEqual([{ country: 'US', number: 'US933870', date: 20071101 }]);
    expect(doc.titles).toEqual({ de: 'Haarspange', en: 'Bobby pin', fr: 'Pince à cheveux' });
    expect(doc.assignees_name_original).toEqual(['Tsorng TA Enterprise Co., Ltd.']);
    expect(doc.inventors?.map((p) => p.name)).toEqual(['Tu, Jui-Ming']);
    expect(doc.agents_name_normalized).toEqual(['Kador & Partner']);
    expect(doc.classifications?.ipc?.map((c) => c.code)).toEqual(['A45D8/20', 'A45D8/34']);
    expect(doc.claims?.en).toHaveLength(6);
    expect(doc.firstclaims?.en).toMatch(/^A bobby pin comprising: A clamping rib unit/);
    expect(doc.drawingscount).toBe(8);
  });

  it('a care-of line in an inventor name goes with the separator before it (EP0640886B1, EP1291416B1)', async () => {
    // Each B721 snm is written `Yoshihara, Toshiyuki,` + line break + `c/o Canon Kabushiki Kaisha`.
    const canon = await readOne('grant/v1-0-B1-1.xml');
    expect(canon.inventors?.map((p) => p.name)).toEqual([
      'Yoshihara, Toshiyuki',
      'Anayama, Hideki',
      'Yamazaki, Itaru',
      'Ainoya, Hideyuki',
      'Hirano, Hidetoshi',
      'Kimura, Mayumi',
    ]);
    expect(canon.inventors_name_normalized).toEqual(canon.inventors?.map((p) => p.name));
    const kikkoman = await readOne('grant/v1-5-B1-1.xml');
    expect(kikkoman.inventors?.map((p) => p.name)).toEqual(['Kurosawa, Keiko', 'Hirokawa, Kozo', 'Kajiyama, Naoki']);
  });

  it('detects by content only', () => {
    expect(epPatentDocumentReader.detect('<?xml version="1.0"?><ep-patent-document id="x">')).toBe(true);
    expect(epPatentDocumentReader.detect('<?xml version="1.0"?><us-patent-grant>')).toBe(false);
  });

  it('reports truncated, empty and foreign input with a position', async () => {
    const text = readFileSync(join(DATA, 'application/v1-0-A1-1.xml'), 'utf8');
    const truncated = await readAll(epPatentDocumentReader, textEntry('cut.xml', text.slice(0, 1500)));
    expect(truncated).toHaveLength(1);
    expect(truncated[0]).toMatchObject({ kind: 'error', file: 'cut.xml', position: { line: expect.any(Number) } });

    const empty = await readAll(epPatentDocumentReader, textEntry('empty.xml', ''));
    expect(empty).toEqual([
      {
        kind: 'error',
        file: 'empty.xml',
        position: { line: 1, column: 1 },
        message: expect.stringMatching(/Empty file/),
      },
    ]);

    const foreign = await readAll(
      epPatentDocumentReader,
      textEntry('other.xml', '<?xml version="1.0"?><other><x/></other>'),
    );
    expect(foreign).toEqual([
      {
        kind: 'error',
        file: 'other.xml',
        position: { line: 1 },
        message: 'No <ep-patent-document> element: the root is <other>.',
      },
    ]);

    const broken = await readAll(
      epPatentDocumentReader,
      textEntry('broken.xml', '<?xml version="1.0"?>\n<ep-patent-document><SDOBI></B100></ep-patent-document>'),
    );
    expect(broken[0]).toMatchObject({ kind: 'error', position: { line: 2 } });
  });
});
