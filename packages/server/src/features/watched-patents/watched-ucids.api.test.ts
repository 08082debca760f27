import { AppError } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { buildSearchTestApp } from '../search/search-test-support';
import type { UserRecord } from '../users/users.repository';
import { pastedNumbers, resolveWatchedUcids } from './watched-ucids';

describe('resolveWatchedUcids', () => {
  let t: TestApp;
  let owner: UserRecord;
  let colleague: UserRecord;
  let stranger: UserRecord;
  let folderId: number;
  const inFolder = ['EP-3404678-B1', 'EP-3383757-B1', 'US-7057742-B2'];

  beforeAll(async () => {
    ({ t } = await buildSearchTestApp());
    const org = (await createOrganization(t.db)).id;
    owner = await createUser(t.db, { organizationId: org });
    colleague = await createUser(t.db, { organizationId: org });
    stranger = await createUser(t.db, { organizationId: (await createOrganization(t.db)).id });
    const session = await t.signIn(owner);
    const created = await t.request({ method: 'POST', url: '/api/folders', session, body: { name: 'Watched' } });
    expect(created.statusCode).toBe(201);
    folderId = created.json().id;
    const added = await t.request({
      method: 'POST',
      url: `/api/folders/${folderId}/patents`,
      session,
      body: { ucids: inFolder },
    });
    expect(added.statusCode).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  /** The AppError a call refused with (fails the test when it did not refuse). */
  async function refusal(call: Promise<unknown>): Promise<AppError> {
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  it("gives a folder's patents to a user who may read it, and 404 to anyone else", async () => {
    expect(await resolveWatchedUcids(t.ctx, owner, { folderId })).toEqual([...inFolder].sort());
    // A colleague it was not shared with and another organisation's user learn nothing of it, not even that it exists.
    for (const user of [colleague, stranger]) {
      const error = await refusal(resolveWatchedUcids(t.ctx, user, { folderId }));
      expect(error).toMatchObject({ status: 404, code: 'FOLDER_NOT_FOUND' });
    }
  });

  it('reads pasted numbers in any usual spelling, one per line or separated, each once', async () => {
    const text = 'EP3383757B1\n ep 3383757 b1 , EP-3404678-B1;US 7,057,742 B2\r\n\nEP3404678';
    expect(pastedNumbers(text)).toEqual([
      'EP3383757B1',
      'ep 3383757 b1',
      'EP-3404678-B1',
      'US 7,057,742 B2',
      'EP3404678',
    ]);
    expect(await resolveWatchedUcids(t.ctx, owner, { text })).toEqual([
      'EP-3383757-B1',
      'EP-3404678-B1',
      'US-7057742-B2',
    ]);
  });

  it('turns a number without its kind into the publications of it the index holds', async () => {
    const ucids = await resolveWatchedUcids(t.ctx, owner, { text: 'EP 3383757' });
    expect(ucids).toEqual(['EP-3383757-B1']);
  });

  it('refuses with 422 naming every number that names no publication', async () => {
    const text = 'EP3383757B1\nnot a number\nEP 9999999\nXX';
    const error = await refusal(resolveWatchedUcids(t.ctx, owner, { text }));
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });
    expect(error.message).toBe(
      '"not a number", "EP 9999999", "XX" are not publication numbers we know (give them as EP3164662A1, EP-3164662-A1 or EP 3164662 A1).',
    );
    expect(error.fields).toEqual({ text: [error.message] });

    const selection = await refusal(resolveWatchedUcids(t.ctx, owner, { ucids: ['EP-3383757-B1', 'EP-'] }));
    expect(selection.fields).toEqual({ ucids: [selection.message] });
    expect(selection.message).toMatch(/^"EP-" is not a publication number we know/);
    expect(await refusal(resolveWatchedUcids(t.ctx, owner, { text: ' \n , ' }))).toMatchObject({ status: 422 });
  });
});
