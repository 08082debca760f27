import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { PatentDocument } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { computeCorpusLinks, type FamilyInput, familyDataOf } from './families';
import { epoOpsReader } from './readers/epo-ops';

const DATA = join(import.meta.dirname, '../../../../../shared/data');

function doc(id: string, extra: Partial<FamilyInput> = {}): FamilyInput {
  const [country, number, kind] = id.split('-');
  return { id, publicationnumber: `${country}${number}${kind}`, ...extra };
}

const p = (country: string, number: string) => ({ country, number });

describe('computeCorpusLinks', () => {
  it('groups identical priority sets into simple families and shared priorities into extended ones', () => {
    const corpus = [
      doc('EP-1-A1', { priorities: [p('US', '100'), p('US', '101')], applicationnumber: 'EP01' }),
      doc('US-2-A1', { priorities: [p('US', '101'), p('US', '100')], applicationnumber: 'US02' }),
      doc('JP-3-A', { priorities: [p('US', '101')], applicationnumber: 'JP03' }),
      doc('CN-4-A', { priorities: [p('JP', '03')], applicationnumber: 'CN04' }),
      doc('DE-5-A1', { applicationnumber: 'DE05' }),
      doc('DE-5-B4', { applicationnumber: 'DE05' }),
    ];
    const links = computeCorpusLinks(corpus);
    const simple = (id: string) => links.get(id)!.simpleFamily;
    const extended = (id: string) => links.get(id)!.extendedFamily;
    expect(simple('EP-1-A1')).toBe(simple('US-2-A1'));
    expect(simple('JP-3-A')).not.toBe(simple('EP-1-A1'));
    expect(extended('JP-3-A')).toBe(extended('EP-1-A1'));
    // CN claims JP's own application as priority: connected through the chain CN → JP03 → US101 → EP.
    expect(extended('CN-4-A')).toBe(extended('EP-1-A1'));
    expect(simple('CN-4-A')).not.toBe(simple('JP-3-A'));
    expect(simple('DE-5-A1')).toBe(simple('DE-5-B4'));
    expect(extended('DE-5-A1')).toBe(extended('DE-5-B4'));
    // The same corpus in another order gives the same ids.
    expect(computeCorpusLinks([...corpus].reverse())).toEqual(links);
  });

  it('uses the office’s DOCDB family id where the source gives one', () => {
    const links = computeCorpusLinks([
      doc('EP-1-A1', {
        familydata: { 'simple-family-data': { id: '777', publications: [] } },
        priorities: [p('US', '1')],
      }),
      doc('US-2-B2', {
        familydata: { 'simple-family-data': { id: '777', publications: [] } },
        priorities: [p('US', '2')],
      }),
    ]);
    expect(links.get('EP-1-A1')!.simpleFamily).toBe('S:777');
    expect(links.get('US-2-B2')!.simpleFamily).toBe('S:777');
    expect(links.get('EP-1-A1')!.extendedFamily).toBe(links.get('US-2-B2')!.extendedFamily);
  });

  it('computes forward citations as the inverse of backward citations', () => {
    const links = computeCorpusLinks([
      doc('EP-1-A1'),
      doc('US-2-B2', { citations: { patents: [{ number: 'EP1', kind: 'A1' }, { number: 'US999' }] } }),
      doc('JP-3-A', { citations: { patents: [{ number: '1', country: 'EP' }] } }),
      // As the EP and DOCDB readers write them: the full number, with country and kind repeated beside it.
      doc('CN-4-A', { citations: { patents: [{ number: 'EP1A1', country: 'EP', kind: 'A1' }] } }),
    ]);
    expect(links.get('EP-1-A1')!.citedBy).toEqual(['CN-4-A', 'JP-3-A', 'US-2-B2']);
    expect(links.get('US-2-B2')!.citedBy).toEqual([]);
  });

  it('on a real OPS INPADOC family response, every member we read lands in one simple and one extended family', async () => {
    const file = join(DATA, 'epo-ops/patent-dev-epo-ops/examples/get_family_with_biblio/response.xml');
    const members: PatentDocument[] = [];
    for await (const r of epoOpsReader.read({ name: file, open: () => createReadStream(file) })) {
      if (r.kind === 'document') members.push(r.document);
    }
    expect(members.length).toBe(5);
    const links = computeCorpusLinks(members);
    expect(new Set(members.map((m) => links.get(m.id)!.simpleFamily)).size).toBe(1);
    expect(new Set(members.map((m) => links.get(m.id)!.extendedFamily)).size).toBe(1);
    const data = familyDataOf(members, links);
    expect(
      data
        .get(members[0]!.id)!
        ['simple-family-data']!.publications.map((x) => x.ucid)
        .sort(),
    ).toEqual(members.map((m) => m.id).sort());
  });
});
