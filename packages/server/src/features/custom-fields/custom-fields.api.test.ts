import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFolderWorld, type FolderWorld } from '../folders/folder-test-support';

// Custom field schemes end to end on real documents: fields kept through edits with their values, removals that
// say what they hold, values on one patent and in bulk, and the cf_ filters of searches and folder runs.

let w: FolderWorld;
let admin: string;
beforeAll(async () => {
  w = await buildFolderWorld();
  // ada makes the folders; she is the organisation's admin here so she also makes schemes.
  await w.t.db.execute(`UPDATE users SET is_admin = true WHERE id = ${w.ids.ada}`);
  admin = 'ada';
}, 180_000);
afterAll(async () => {
  await w?.t.close();
});

type Option = { id: number; label: string; children: Option[] };
type Field = { id: number; name: string; type: string; queryable: boolean; options: Option[] };

const fieldsUrl = (scheme: number) => `/api/custom_field_schemes/${scheme}/fields`;
async function newScheme(name: string): Promise<number> {
  const response = await w.call(admin, 'POST', '/api/custom_field_schemes', { name });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}
async function setFields(scheme: number, body: unknown): Promise<Field[]> {
  const response = await w.call(admin, 'PATCH', fieldsUrl(scheme), body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().fields;
}
function option(field: Field, ...path: string[]): Option {
  let options = field.options;
  let found: Option | undefined;
  for (const label of path) {
    found = options.find((o) => o.label === label);
    if (!found) throw new Error(`no option ${path.join(' › ')}`);
    options = found.children;
  }
  return found!;
}

const TECHNOLOGY = {
  name: 'Technology',
  type: 'tree',
  queryable: true,
  options: [
    {
      label: 'Energy',
      children: [
        { label: 'Batteries', children: [{ label: 'Lithium' }, { label: 'Solid state' }] },
        { label: 'Solar' },
      ],
    },
    { label: 'Medical' },
  ],
};

describe('custom field schemes', () => {
  it('make fields of every type and list them with a checksum', async () => {
    const scheme = await newScheme('  Portfolio review ');
    const fields = await setFields(scheme, {
      fields: [
        { name: 'Note', type: 'text' },
        { name: 'Value', type: 'number', queryable: true },
        { name: 'Review date', type: 'date', queryable: true },
        { name: 'Status', type: 'single_choice', options: [{ label: 'Open' }, { label: 'Closed' }] },
        { name: 'Markets', type: 'multiple_choice', options: [{ label: 'EU' }, { label: 'US' }] },
        TECHNOLOGY,
      ],
    });
    expect(fields.map((f) => [f.name, f.type])).toEqual([
      ['Note', 'text'],
      ['Value', 'number'],
      ['Review date', 'date'],
      ['Status', 'single_choice'],
      ['Markets', 'multiple_choice'],
      ['Technology', 'tree'],
    ]);
    expect(option(fields[5]!, 'Energy', 'Batteries', 'Lithium').children).toEqual([]);
    const list = (await w.call(admin, 'GET', '/api/custom_field_schemes')).json();
    expect(list.data.find((s: { id: number }) => s.id === scheme)).toMatchObject({ name: 'Portfolio review' });
    expect(list.data[0].fields).toBeUndefined();
    expect((await w.call(admin, 'GET', `/api/custom_field_schemes?checksum=${list.checksum}`)).json()).toEqual({
      checksum: list.checksum,
      match: true,
    });
    const one = (await w.call(admin, 'GET', `/api/custom_field_schemes/${scheme}`)).json();
    expect(one.data.fields).toHaveLength(6);
    expect(
      (await w.call(admin, 'GET', `/api/custom_field_schemes/${scheme}?checksum=${one.checksum}`)).json().match,
    ).toBe(true);
  });

  it('refuse bad fields with a message per field', async () => {
    const scheme = await newScheme('Bad fields');
    const refuse = async (fields: unknown) => {
      const response = await w.call(admin, 'PATCH', fieldsUrl(scheme), { fields });
      expect(response.statusCode).toBe(422);
      return response.json().error.fields;
    };
    expect(await refuse([{ name: ' ', type: 'text' }])).toEqual({ 'fields.0.name': ['Give it a name.'] });
    expect(await refuse([{ name: 'A', type: 'colour' }])).toEqual({
      'fields.0.type': ['Choose one of the field types.'],
    });
    expect(await refuse([{ name: 'A', type: 'single_choice' }])).toEqual({
      'fields.0.options': ['Give this field at least one option.'],
    });
    expect(
      await refuse([
        { name: 'A', type: 'text' },
        { name: 'a', type: 'number' },
      ]),
    ).toEqual({ 'fields.1.name': ['Another field of this scheme has this name.'] });
    expect(
      await refuse([{ name: 'A', type: 'single_choice', options: [{ label: 'x', children: [{ label: 'y' }] }] }]),
    ).toEqual({
      'fields.0.options.0.children': ['Only a tree field has options under options.'],
    });
    expect(await refuse([{ name: 'A', type: 'tree', options: [{ label: 'x' }, { label: 'X' }] }])).toEqual({
      'fields.0.options.0.label': ['Options side by side need different labels.'],
      'fields.0.options.1.label': ['Options side by side need different labels.'],
    });
    const [made] = await setFields(scheme, { fields: [{ name: 'A', type: 'text' }] });
    expect(await refuse([{ id: made!.id, name: 'A', type: 'number' }])).toEqual({
      'fields.0.type': ['A field keeps its type; add a new field for another type.'],
    });
  });

  it('keep values through renames and moves, and say how many values a removal takes before it goes', async () => {
    const scheme = await newScheme('Edits');
    const folder = await w.newFolder();
    const [ucid] = w.ucids;
    expect((await w.call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids: [ucid] })).statusCode).toBe(200);
    let [tech, note] = await setFields(scheme, { fields: [TECHNOLOGY, { name: 'Note', type: 'text' }] });
    const lithium = option(tech!, 'Energy', 'Batteries', 'Lithium');
    const set = await w.call('ada', 'PUT', `/api/folders/${folder}/custom_field_values/${ucid}`, {
      values: { [tech!.id]: [lithium.id], [note!.id]: 'strong claims' },
    });
    expect(set.json()).toEqual({ ucid, values: { [tech!.id]: [lithium.id], [note!.id]: 'strong claims' } });

    // Rename the field and the option, and move Lithium up under Energy: the value is still there.
    [tech, note] = await setFields(scheme, {
      fields: [
        {
          id: tech!.id,
          name: 'Technology area',
          type: 'tree',
          queryable: true,
          options: [
            { id: option(tech!, 'Energy').id, label: 'Energy', children: [{ id: lithium.id, label: 'Li-ion' }] },
          ],
        },
        { id: note!.id, name: 'Remark', type: 'text' },
      ],
      confirm_removals: true, // Batteries, Solid state, Solar and Medical hold nothing; Lithium stays.
    });
    expect(tech!.name).toBe('Technology area');
    expect(option(tech!, 'Energy', 'Li-ion').id).toBe(lithium.id);
    const values = (await w.call('ada', 'GET', `/api/folders/${folder}/custom_field_values`)).json();
    expect(values.data).toEqual([{ ucid, values: { [tech!.id]: [lithium.id], [note!.id]: 'strong claims' } }]);

    // Removing the option that holds the value is refused with the count, then done when confirmed.
    const withoutLithium = {
      fields: [
        {
          id: tech!.id,
          name: 'Technology area',
          type: 'tree',
          options: [{ id: option(tech!, 'Energy').id, label: 'Energy' }],
        },
      ],
    };
    const refused = await w.call(admin, 'PATCH', fieldsUrl(scheme), withoutLithium);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({
      confirm_removals: ['Field “Remark” holds 1 value.', 'Option “Li-ion” of “Technology area” holds 1 value.'],
    });
    const unchanged = (await w.call('ada', 'GET', `/api/folders/${folder}/custom_field_values`)).json();
    expect(unchanged.data).toEqual(values.data);
    await setFields(scheme, { ...withoutLithium, confirm_removals: true });
    expect((await w.call('ada', 'GET', `/api/folders/${folder}/custom_field_values`)).json().data).toEqual([]);
  });

  it('set values on many patents at once, check each value against its field, and clear with null', async () => {
    const scheme = await newScheme('Bulk');
    const folder = await w.newFolder();
    const ucids = w.ucids.slice(0, 3);
    await w.call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids });
    const [status, count, when] = await setFields(scheme, {
      fields: [
        { name: 'Status', type: 'single_choice', options: [{ label: 'Open' }, { label: 'Closed' }] },
        { name: 'Count', type: 'number' },
        { name: 'When', type: 'date' },
      ],
    });
    const open = option(status!, 'Open').id;
    const bulk = await w.call('ada', 'POST', `/api/folders/${folder}/custom_field_values/bulk`, {
      ucids,
      values: { [status!.id]: open, [count!.id]: 2.5, [when!.id]: '2024-02-29' },
    });
    expect(bulk.json()).toEqual({ updated: 3 });
    const listed = (await w.call('ada', 'GET', `/api/folders/${folder}/custom_field_values`)).json().data;
    expect(listed).toHaveLength(3);
    expect(listed[0].values).toEqual({ [status!.id]: open, [count!.id]: 2.5, [when!.id]: '2024-02-29' });

    const bad = await w.call('ada', 'PUT', `/api/folders/${folder}/custom_field_values/${ucids[0]}`, {
      values: {
        [status!.id]: [open, option(status!, 'Closed').id],
        [count!.id]: 'many',
        [when!.id]: '2023-02-29',
        999999: 'x',
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({
      [`values.${status!.id}`]: ['Choose one option.'],
      [`values.${count!.id}`]: ['Give a number.'],
      [`values.${when!.id}`]: ['Give a date as YYYY-MM-DD.'],
      'values.999999': ['There is no such field in the schemes you may use.'],
    });
    const notThere = await w.call('ada', 'PUT', `/api/folders/${folder}/custom_field_values/${w.ucids[10]}`, {
      values: { [count!.id]: 1 },
    });
    expect(notThere.statusCode).toBe(404);

    const cleared = await w.call('ada', 'PUT', `/api/folders/${folder}/custom_field_values/${ucids[0]}`, {
      values: { [count!.id]: null },
    });
    expect(cleared.json().values).toEqual({ [status!.id]: open, [when!.id]: '2024-02-29' });
  });
});

describe('custom field filters', () => {
  let tech: Field;
  let reviewed: Field;
  let folder: number;
  let search: number;
  const u = () => w.ucids;

  beforeAll(async () => {
    const scheme = await newScheme('Filters');
    [tech, reviewed] = (await setFields(scheme, {
      fields: [TECHNOLOGY, { name: 'Reviewed', type: 'date', queryable: true }],
    })) as [Field, Field];
    folder = await w.newFolder();
    await w.call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids: u().slice(0, 5) });
    const put = (ucid: string, values: Record<number, unknown>) =>
      w.call('ada', 'PUT', `/api/folders/${folder}/custom_field_values/${ucid}`, { values });
    await put(u()[0]!, { [tech.id]: [option(tech, 'Energy', 'Batteries', 'Lithium').id], [reviewed.id]: '2024-01-15' });
    await put(u()[1]!, { [tech.id]: [option(tech, 'Energy', 'Solar').id], [reviewed.id]: '2024-06-01' });
    await put(u()[2]!, { [tech.id]: [option(tech, 'Energy').id] });
    await put(u()[3]!, { [tech.id]: [option(tech, 'Medical').id], [reviewed.id]: '2023-12-31' });
    const saved = await w.call('ada', 'POST', '/api/searches', { query: 'TAC=(method)', type: 'commandline' });
    search = saved.json().query_index;
  });

  const ucidsOf = (body: { docs: { ucid: string }[] }) => body.docs.map((d) => d.ucid).sort();
  const runSearch = (who: string, filtersToApply: Record<string, string[]>) =>
    w.call(who, 'POST', `/api/patents/search/${search}`, {
      grouped_by: 'none',
      rows: 50,
      fl: 'ucid',
      filters: { filtersToApply },
    });

  it('a tree filter finds the patents with any value under the chosen node', async () => {
    const energy = await runSearch('ada', { [`cf_${tech.id}`]: [String(option(tech, 'Energy').id)] });
    expect(energy.statusCode, energy.body).toBe(200);
    expect(ucidsOf(energy.json())).toEqual([u()[0], u()[1], u()[2]].sort());
    const batteries = await runSearch('ada', { [`cf_${tech.id}`]: [String(option(tech, 'Energy', 'Batteries').id)] });
    expect(ucidsOf(batteries.json())).toEqual([u()[0]]);
    const either = await runSearch('ada', {
      [`cf_${tech.id}`]: [String(option(tech, 'Energy', 'Solar').id), String(option(tech, 'Medical').id)],
    });
    expect(ucidsOf(either.json())).toEqual([u()[1], u()[3]].sort());
    // Inside the folder's own run the same filter narrows the folder's patents.
    const inFolder = await w.call('ada', 'POST', `/api/patents/folders/${folder}`, {
      rows: 50,
      grouped_by: 'none',
      filters: { filtersToApply: { [`cf_${tech.id}`]: [String(option(tech, 'Energy', 'Batteries').id)] } },
    });
    expect(ucidsOf(inFolder.json())).toEqual([u()[0]]);
  });

  it('cf_ date filters take from:to ranges, ANDed with other custom filters', async () => {
    const in2024 = await runSearch('ada', { [`cf_${reviewed.id}`]: ['20240101:20241231'] });
    expect(ucidsOf(in2024.json())).toEqual([u()[0], u()[1]].sort());
    const openEnded = await runSearch('ada', { [`cf_${reviewed.id}`]: ['2024-03-01:'] });
    expect(ucidsOf(openEnded.json())).toEqual([u()[1]]);
    const both = await runSearch('ada', {
      [`cf_${reviewed.id}`]: [':20240201'],
      [`cf_${tech.id}`]: [String(option(tech, 'Energy').id)],
    });
    expect(ucidsOf(both.json())).toEqual([u()[0]]);
    const bad = await runSearch('ada', { [`cf_${reviewed.id}`]: ['last year'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({
      [`filters.cf_${reviewed.id}`]: ['A date filter is a range from:to of YYYYMMDD dates.'],
    });
  });

  it('a user finds only values in folders they can see, and no field of a scheme they may not use', async () => {
    // bob has no level on the folder and no grant of the scheme: the filter names a field he does not have.
    const saved = await w.call('bob', 'POST', '/api/searches', { query: 'TAC=(method)', type: 'commandline' });
    const response = await w.call('bob', 'POST', `/api/patents/search/${saved.json().query_index}`, {
      filters: { filtersToApply: { [`cf_${tech.id}`]: [String(option(tech, 'Energy').id)] } },
    });
    expect(response.statusCode).toBe(422);
    // Granted the scheme but still without the folder, he finds nothing.
    await w.call(admin, 'PUT', `/api/custom_field_schemes/${await schemeOf(tech.id)}/permissions`, {
      user_ids: [w.ids.bob],
    });
    const granted = await w.call('bob', 'POST', `/api/patents/search/${saved.json().query_index}`, {
      filters: { filtersToApply: { [`cf_${tech.id}`]: [String(option(tech, 'Energy').id)] } },
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().numFound).toBe(0);
  });

  it('the results table column shows the active scheme’s values as text, a tree value with its path', async () => {
    await w.call('ada', 'POST', `/api/custom_field_schemes/${await schemeOf(tech.id)}/active`);
    const shown = await w.call('ada', 'POST', '/api/custom_field_values/patents', { ucids: [u()[0], u()[4]] });
    expect(shown.json()).toEqual({
      data: [{ ucid: u()[0], values: { [tech.id]: ['Energy › Batteries › Lithium'], [reviewed.id]: ['2024-01-15'] } }],
    });
  });
});

async function schemeOf(fieldId: number): Promise<number> {
  const list = (await w.call(admin, 'GET', '/api/custom_field_schemes?withFields=1')).json();
  return list.data.find((s: { fields: Field[] }) => s.fields.some((f) => f.id === fieldId)).id;
}
