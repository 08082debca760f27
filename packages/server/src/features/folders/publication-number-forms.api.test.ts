// Every call that takes a publication number accepts each form the UI shows (`EP3164662A1`, `EP-3164662-A1`,
// `EP 3164662 A1`) and answers with the one ucid form, because each validates with shared's UcidSchema.

import { parseUcid, UCID_FORMAT_MESSAGE } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFolderWorld, type FolderWorld } from './folder-test-support';

let world: FolderWorld;
beforeAll(async () => {
  world = await buildFolderWorld();
}, 120_000);
afterAll(async () => {
  await world?.t.close();
});

/** The three spellings of a ucid the UI shows: compact, the ucid itself, and spaced. */
function formsOf(ucid: string): { compact: string; dashed: string; spaced: string } {
  const parts = parseUcid(ucid);
  if (parts === null) throw new Error(`${ucid} is no ucid`);
  const { country, serial, kind } = parts;
  return { compact: `${country}${serial}${kind}`, dashed: ucid, spaced: `${country} ${serial} ${kind}` };
}

const path = (text: string) => encodeURIComponent(text);

describe('a publication number in any of the forms the UI shows', () => {
  it('is taken by folder add, remove, move, details, a patent’s folder detail and pinned folders', async () => {
    const { call, newFolder, ucids } = world;
    const [a, b, c] = ucids.map(formsOf);
    const folder = await newFolder();
    const other = await newFolder();

    const added = await call('ada', 'POST', `/api/folders/${folder}/patents`, {
      ucids: [a!.compact, b!.dashed, c!.spaced],
    });
    expect(added.json()).toEqual({ added: 3, already: 0, count: 3, warning: null });
    // The same three again, each in another form, are recognised as already there.
    const again = await call('ada', 'POST', `/api/folders/${folder}/patents`, {
      ucids: [a!.spaced, b!.compact, c!.dashed.toLowerCase()],
    });
    expect(again.json()).toMatchObject({ added: 0, already: 3, count: 3 });

    const listed = (await call('ada', 'GET', `/api/folders/${folder}/patents`)).json();
    expect(listed.patents.map((p: { ucid: string }) => p.ucid).sort()).toEqual([a, b, c].map((f) => f!.dashed).sort());

    for (const form of [a!.compact, a!.dashed, a!.spaced]) {
      const detail = await call('ada', 'GET', `/api/folders/${folder}/patents/${path(form)}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().ucid).toBe(a!.dashed);
    }
    const details = await call('ada', 'POST', `/api/folders/${folder}/patents/details`, {
      ucids: [a!.spaced, b!.compact],
    });
    expect(
      details
        .json()
        .map((d: { ucid: string }) => d.ucid)
        .sort(),
    ).toEqual([a!.dashed, b!.dashed].sort());

    await call('ada', 'PUT', `/api/folders/${folder}/pin`);
    const pinned = await call('ada', 'POST', '/api/pinned_folders/patents', { ucids: [c!.spaced] });
    expect(pinned.json()).toEqual([{ ucid: c!.dashed, folders: [expect.objectContaining({ id: folder })] }]);

    const moved = await call('ada', 'POST', `/api/folders/${folder}/patents/move`, { ucids: [c!.compact], to: other });
    expect(moved.statusCode).toBe(200);
    const removed = await call('ada', 'POST', `/api/folders/${folder}/patents/remove`, { ucids: [b!.spaced] });
    expect(removed.statusCode).toBe(200);
    const left = (await call('ada', 'GET', `/api/folders/${folder}/patents`)).json();
    expect(left.patents.map((p: { ucid: string }) => p.ucid)).toEqual([a!.dashed]);
    const target = (await call('ada', 'GET', `/api/folders/${other}/patents`)).json();
    expect(target.patents.map((p: { ucid: string }) => p.ucid)).toEqual([c!.dashed]);
  });

  it('is taken by the patent list: add, bulk add, state, remove', async () => {
    const { call, ucids } = world;
    const [, , , d, e, f] = ucids.map(formsOf);
    expect((await call('bob', 'POST', '/api/listed_patents', { ucid: d!.spaced })).json()).toMatchObject({ added: 1 });
    const bulk = await call('bob', 'POST', '/api/listed_patents/bulk_add', { ucids: [e!.compact, d!.compact] });
    expect(bulk.json()).toEqual({ added: 1, already: 1, count: 2 });
    for (const form of [d!.compact, d!.dashed, d!.spaced]) {
      const state = await call('bob', 'GET', `/api/listed_patents/${path(form)}`);
      expect(state.json()).toMatchObject({ ucid: d!.dashed, listed: true });
    }
    expect((await call('bob', 'DELETE', `/api/listed_patents/${path(e!.spaced)}`)).statusCode).toBe(204);
    const list = (await call('bob', 'GET', '/api/listed_patents')).json();
    expect(list.patents.map((p: { ucid: string }) => p.ucid)).toEqual([d!.dashed]);
    expect((await call('bob', 'GET', `/api/listed_patents/${path(f!.compact)}`)).json()).toMatchObject({
      ucid: f!.dashed,
      listed: false,
    });
  });

  it('is taken by document selection and by the drawings key, and answers with the ucid form', async () => {
    const { call, ucids } = world;
    const [a, b] = ucids.map(formsOf);
    const selected = await call('ada', 'POST', '/api/patents/select', { ucids: [b!.spaced, a!.compact] });
    expect(selected.json().docs.map((d: { ucid: string }) => d.ucid)).toEqual([b!.dashed, a!.dashed]);

    const run = await call('ada', 'POST', '/api/patents/select', { ucids: [a!.dashed], fl: 'ucid,images_key' });
    const key = run.json().docs[0].images_key as string;
    for (const form of [a!.compact, a!.spaced]) {
      const valid = await world.t.request({ method: 'GET', url: `/api/auth/key/${path(form)}/${key}` });
      expect(valid.json()).toMatchObject({ valid: true, ucid: a!.dashed });
    }
  });

  it('is refused, with the forms named, when it lacks country or kind', async () => {
    const { call, newFolder } = world;
    const folder = await newFolder();
    for (const bad of ['3164662', 'EP3164662', 'not a number']) {
      const answer = await call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids: [bad] });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().error.fields).toEqual({ 'ucids.0': [UCID_FORMAT_MESSAGE] });
    }
    const listed = await call('ada', 'POST', '/api/listed_patents', { ucid: 'EP 3164662' });
    expect(listed.json().error.fields).toEqual({ ucid: [UCID_FORMAT_MESSAGE] });
  });
});
