import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFolderWorld, type FolderWorld } from '../folders/folder-test-support';

// Custom fields in the query language (`CF_{id}=…`): each clause finds the patents of the user's visible folders
// whose value matches, by the field's type, and combines with every other clause, history reference and filter.

let w: FolderWorld;
type Option = { id: number; label: string; children: Option[] };
type Field = { id: number; name: string; type: string; options: Option[] };
const f: Record<string, Field> = {};
let folder: number;
const u = () => w.ucids;

beforeAll(async () => {
  w = await buildFolderWorld();
  await w.t.db.execute(`UPDATE users SET is_admin = true WHERE id = ${w.ids.ada}`);
  const scheme = (await w.call('ada', 'POST', '/api/custom_field_schemes', { name: 'Review' })).json().id;
  const fields = await w.call('ada', 'PATCH', `/api/custom_field_schemes/${scheme}/fields`, {
    fields: [
      { name: 'Notes', type: 'text', queryable: true },
      { name: 'Score', type: 'number', queryable: true },
      { name: 'Reviewed', type: 'date', queryable: true },
      { name: 'Status', type: 'single_choice', queryable: true, options: [{ label: 'To do' }, { label: 'Done' }] },
      {
        name: 'Colours',
        type: 'multiple_choice',
        queryable: true,
        options: [{ label: 'Red' }, { label: 'Blue' }, { label: 'Green' }],
      },
      {
        name: 'Technology',
        type: 'tree',
        queryable: true,
        options: [
          { label: 'Energy', children: [{ label: 'Batteries', children: [{ label: 'Lithium' }] }, { label: 'Solar' }] },
          { label: 'Medical' },
        ],
      },
      { name: 'Private', type: 'text', queryable: false },
    ],
  });
  expect(fields.statusCode, fields.body).toBe(200);
  for (const field of fields.json().fields as Field[]) f[field.name] = field;
  folder = await w.newFolder();
  await w.call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids: u().slice(0, 6) });
  const opt = (name: string, ...path: string[]) => {
    let options = f[name]!.options;
    let found: Option | undefined;
    for (const label of path) {
      found = options.find((o) => o.label === label)!;
      options = found.children;
    }
    return found!.id;
  };
  const put = async (i: number, values: Record<string, unknown>) => {
    const byId = Object.fromEntries(Object.entries(values).map(([name, v]) => [f[name]!.id, v]));
    const r = await w.call('ada', 'PUT', `/api/folders/${folder}/custom_field_values/${u()[i]}`, { values: byId });
    expect(r.statusCode, r.body).toBe(200);
  };
  await put(0, {
    Notes: 'Strong prior art for claim 1',
    Score: 5,
    Reviewed: '2024-01-15',
    Status: [opt('Status', 'Done')],
    Colours: [opt('Colours', 'Red'), opt('Colours', 'Blue')],
    Technology: [opt('Technology', 'Energy', 'Batteries', 'Lithium')],
    Private: 'secret',
  });
  await put(1, {
    Notes: 'Weak; claims differ',
    Score: 2.5,
    Reviewed: '2024-06-01',
    Status: [opt('Status', 'To do')],
    Colours: [opt('Colours', 'Red')],
    Technology: [opt('Technology', 'Energy', 'Solar')],
  });
  await put(2, { Score: 3, Colours: [opt('Colours', 'Blue')], Technology: [opt('Technology', 'Energy')] });
  await put(3, { Notes: 'prior use', Reviewed: '2023-12-31', Technology: [opt('Technology', 'Medical')] });
}, 180_000);
afterAll(async () => {
  await w?.t.close();
});

/** Saves `query` for `who` and runs it: the sorted ucids found, or the error answer. */
async function find(query: string, who = 'ada'): Promise<string[]> {
  const saved = await w.call(who, 'POST', '/api/searches', { query, type: 'commandline' });
  expect(saved.statusCode, `${query}: ${saved.body}`).toBe(200);
  const run = await w.call(who, 'POST', `/api/patents/search/${saved.json().query_index}`, {
    grouped_by: 'none',
    rows: 100,
    fl: 'ucid',
  });
  expect(run.statusCode, `${query}: ${run.body}`).toBe(200);
  return (run.json().docs as { ucid: string }[]).map((d) => d.ucid).sort();
}
const cf = (name: string) => `CF_${f[name]!.id}`;
const of = (...indexes: number[]) => indexes.map((i) => u()[i]!).sort();

describe('custom field clauses in queries', () => {
  it('a tree clause finds the patents with any value under the named node', async () => {
    expect(await find(`${cf('Technology')}=Energy`)).toEqual(of(0, 1, 2));
    expect(await find(`${cf('Technology')}=batteries`)).toEqual(of(0));
    expect(await find(`${cf('Technology')}=(Solar OR Medical)`)).toEqual(of(1, 3));
  });

  it('text clauses match words, truncation and phrases; choice clauses whole labels', async () => {
    expect(await find(`${cf('Notes')}=prior`)).toEqual(of(0, 3));
    expect(await find(`${cf('Notes')}=clai*`)).toEqual(of(0, 1));
    expect(await find(`${cf('Notes')}="prior art"`)).toEqual(of(0));
    expect(await find(`${cf('Status')}=(to do)`)).toEqual(of(1));
    expect(await find(`${cf('Status')}=d*`)).toEqual(of(0));
    // AND inside one clause: patents holding both options of a multiple choice field.
    expect(await find(`${cf('Colours')}=(red AND blue)`)).toEqual(of(0));
    expect(await find(`${cf('Colours')}=(red OR blue)`)).toEqual(of(0, 1, 2));
    expect(await find(`${cf('Colours')}=(red NOT blue)`)).toEqual(of(1));
  });

  it('number and date clauses take values, comparisons and ranges', async () => {
    expect(await find(`${cf('Score')}=3`)).toEqual(of(2));
    expect(await find(`${cf('Score')}>=3`)).toEqual(of(0, 2));
    expect(await find(`${cf('Score')}<3`)).toEqual(of(1));
    expect(await find(`${cf('Score')}=2:4`)).toEqual(of(1, 2));
    expect(await find(`${cf('Reviewed')}=2024`)).toEqual(of(0, 1));
    expect(await find(`${cf('Reviewed')}=202401`)).toEqual(of(0));
    expect(await find(`${cf('Reviewed')}>2023`)).toEqual(of(0, 1));
    expect(await find(`${cf('Reviewed')}=:20240115`)).toEqual(of(0, 3));
  });

  it('combines with index clauses, NOT and history references exactly', async () => {
    const all = await find('TAC=(method)');
    expect(await find(`TAC=(method) NOT ${cf('Technology')}=Medical`)).toEqual(all.filter((x) => x !== u()[3]));
    expect(await find(`TAC=(method) AND ${cf('Score')}>0`)).toEqual(of(0, 1, 2));
    const saved = await w.call('ada', 'POST', '/api/searches', {
      query: `${cf('Technology')}=Energy`,
      type: 'commandline',
    });
    const n = saved.json().query_index;
    expect(await find(`#${n} NOT ${cf('Colours')}=blue`)).toEqual(of(1));
  });

  it('refuses fields the user cannot search and values the field cannot hold, at their place', async () => {
    const refused = async (query: string, who = 'ada') => {
      const r = await w.call(who, 'POST', '/api/searches', { query, type: 'commandline' });
      expect(r.statusCode, r.body).toBe(422);
      return r.json().error.query_errors[0] as { message: string; start: number; end: number };
    };
    const privateClause = `${cf('Private')}=secret`;
    expect(await refused(`TAC=solar AND ${privateClause}`)).toEqual({
      code: 'QUERY_UNKNOWN_FIELD',
      message: `${cf('Private')} (Private) is not searchable: an administrator can make it queryable in its scheme`,
      start: 14,
      end: 14 + privateClause.length,
    });
    expect((await refused('CF_999999=x')).message).toBe('CF_999999 is not a custom field of your schemes');
    expect((await refused(`${cf('Score')}=high`)).message).toContain('is a number field');
    expect((await refused(`${cf('Reviewed')}=202413`)).message).toContain('is a date field');
    expect((await refused(`${cf('Status')}=1:2`)).message).toContain('ranges work on number and date custom fields');
    // bob may not use the scheme: for him the field is not one of his.
    expect((await refused(`${cf('Notes')}=prior`, 'bob')).message).toContain('is not a custom field of your schemes');
  });

  it('finds only values in folders the user can see', async () => {
    const list = (await w.call('ada', 'GET', '/api/custom_field_schemes?withFields=1')).json();
    const scheme = list.data.find((s: { name: string }) => s.name === 'Review').id;
    await w.call('ada', 'PUT', `/api/custom_field_schemes/${scheme}/permissions`, { user_ids: [w.ids.bob] });
    expect(await find(`${cf('Technology')}=Energy`, 'bob')).toEqual([]);
    // eve of another organisation never sees the field at all.
    const r = await w.call('eve', 'POST', '/api/searches', { query: `${cf('Notes')}=prior`, type: 'commandline' });
    expect(r.statusCode).toBe(422);
  });
});
