import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFolderWorld, type FolderWorld } from '../folders/folder-test-support';

// Custom field values belong to a patent in a folder. Moving patents carries them along; removing patents keeps them
// in the logged event, and Undo (of a move or a removal) puts them back exactly, except values naming a field or
// option that was removed in between, which have nothing left to name.

let w: FolderWorld;
let scheme: number;
let status: { id: number; open: number; closed: number };
let note: number;
let markets: { id: number; eu: number; us: number };

type Values = Record<string, unknown>;

beforeAll(async () => {
  w = await buildFolderWorld();
  await w.t.db.execute(`UPDATE users SET is_admin = true WHERE id = ${w.ids.ada}`);
  scheme = (await w.call('ada', 'POST', '/api/custom_field_schemes', { name: 'Carried values' })).json().id;
  const fields = await w.call('ada', 'PATCH', `/api/custom_field_schemes/${scheme}/fields`, {
    fields: [
      { name: 'Status', type: 'single_choice', options: [{ label: 'Open' }, { label: 'Closed' }] },
      { name: 'Note', type: 'text' },
      { name: 'Markets', type: 'multiple_choice', options: [{ label: 'EU' }, { label: 'US' }] },
    ],
  });
  expect(fields.statusCode, fields.body).toBe(200);
  const [s, n, m] = fields.json().fields;
  status = { id: s.id, open: s.options[0].id, closed: s.options[1].id };
  note = n.id;
  markets = { id: m.id, eu: m.options[0].id, us: m.options[1].id };
}, 180_000);
afterAll(async () => {
  await w?.t.close();
});

async function folderWith(ucids: string[]): Promise<number> {
  const folder = await w.newFolder();
  expect((await w.call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids })).statusCode).toBe(200);
  return folder;
}
async function setValues(folder: number, ucid: string, values: Values) {
  const response = await w.call('ada', 'PUT', `/api/folders/${folder}/custom_field_values/${ucid}`, { values });
  expect(response.statusCode, response.body).toBe(200);
}
/** The folder's values by ucid, ucids in order. */
async function valuesOf(folder: number): Promise<Record<string, Values>> {
  const response = await w.call('ada', 'GET', `/api/folders/${folder}/custom_field_values`);
  expect(response.statusCode).toBe(200);
  const data = response.json().data as { ucid: string; values: Values }[];
  return Object.fromEntries(data.map((d) => [d.ucid, d.values]).sort(([a], [b]) => String(a).localeCompare(String(b))));
}
async function undo(answer: { undo: { method: 'POST'; url: string; body: unknown } }) {
  const response = await w.call('ada', answer.undo.method, answer.undo.url, answer.undo.body);
  expect(response.statusCode, response.body).toBe(200);
}

describe('custom field values of patents leaving a folder', () => {
  it('travel with moved patents, and go back with the Undo as they are then', async () => {
    const [a, b, c] = w.ucids;
    const source = await folderWith([a!, b!, c!]);
    await setValues(source, a!, {
      [status.id]: status.open,
      [note]: 'strong claims',
      [markets.id]: [markets.us, markets.eu],
    });
    await setValues(source, b!, { [status.id]: status.closed });
    const before = await valuesOf(source);
    const target = await w.newFolder();

    const moved = await w.call('ada', 'POST', `/api/folders/${source}/patents/move`, { ucids: [a, b], to: target });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await valuesOf(target)).toEqual({ [a!]: before[a!], [b!]: before[b!] });
    expect(await valuesOf(source)).toEqual({});

    // An edit made in the target before the Undo goes back with the patent, as an edited comment would.
    await setValues(target, b!, { [note]: 'checked after the move' });
    await undo(moved.json());
    expect(await valuesOf(source)).toEqual({
      [a!]: before[a!],
      [b!]: { [status.id]: status.closed, [note]: 'checked after the move' },
    });
    expect(await valuesOf(target)).toEqual({});
  });

  it('leave a patent the target holds already as it is there, and come back with the Undo', async () => {
    const [a, b] = w.ucids.slice(3);
    const source = await folderWith([a!, b!]);
    const target = await folderWith([a!]);
    await setValues(source, a!, { [note]: 'from the first folder' });
    await setValues(source, b!, { [status.id]: status.open });
    await setValues(target, a!, { [note]: 'the target’s own' });

    const moved = await w.call('ada', 'POST', `/api/folders/${source}/patents/move`, { ucids: [a, b], to: target });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await valuesOf(target)).toEqual({
      [a!]: { [note]: 'the target’s own' },
      [b!]: { [status.id]: status.open },
    });
    await undo(moved.json());
    expect(await valuesOf(source)).toEqual({
      [a!]: { [note]: 'from the first folder' },
      [b!]: { [status.id]: status.open },
    });
    expect(await valuesOf(target)).toEqual({ [a!]: { [note]: 'the target’s own' } });
  });

  it('come back exactly with the Undo of a removal', async () => {
    const [a, b, c] = w.ucids.slice(6);
    const folder = await folderWith([a!, b!, c!]);
    await setValues(folder, a!, { [status.id]: status.closed, [markets.id]: [markets.eu, markets.us] });
    await setValues(folder, b!, { [note]: 'prior art' });
    await setValues(folder, c!, { [note]: 'stays' });
    const before = await valuesOf(folder);

    const removed = await w.call('ada', 'POST', `/api/folders/${folder}/patents/remove`, { ucids: [a, b] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await valuesOf(folder)).toEqual({ [c!]: before[c!] });
    await undo(removed.json());
    expect(await valuesOf(folder)).toEqual(before);
  });

  it('come back without what was removed from the scheme in between, and a patent added again keeps its new values', async () => {
    const [a, b] = w.ucids.slice(9);
    const folder = await folderWith([a!, b!]);
    await setValues(folder, a!, { [status.id]: status.open, [markets.id]: [markets.eu, markets.us], [note]: 'kept' });
    await setValues(folder, b!, { [note]: 'old' });
    const removed = await w.call('ada', 'POST', `/api/folders/${folder}/patents/remove`, { ucids: [a, b] });
    expect(removed.statusCode).toBe(200);

    // Meanwhile the US option goes (confirmed: the earlier tests' folders hold US values; the removed patents' values
    // are in the event, not counted), and b is added again with a value of its own.
    const edited = await w.call('ada', 'PATCH', `/api/custom_field_schemes/${scheme}/fields`, {
      fields: [
        {
          id: status.id,
          name: 'Status',
          type: 'single_choice',
          options: [
            { id: status.open, label: 'Open' },
            { id: status.closed, label: 'Closed' },
          ],
        },
        { id: note, name: 'Note', type: 'text' },
        { id: markets.id, name: 'Markets', type: 'multiple_choice', options: [{ id: markets.eu, label: 'EU' }] },
      ],
      confirm_removals: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await w.call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids: [b] })).statusCode).toBe(200);
    await setValues(folder, b!, { [note]: 'new' });

    await undo(removed.json());
    expect(await valuesOf(folder)).toEqual({
      [a!]: { [status.id]: status.open, [markets.id]: [markets.eu], [note]: 'kept' },
      [b!]: { [note]: 'new' },
    });
  });
});
