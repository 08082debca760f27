import { AppError, INVITE_TOKEN_TTL_DAYS, UserSchema } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { findLink } from '../../test/mail';
import { inviteUser } from './invite.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'my first real password';

function setPassword(token: string, password = PASSWORD) {
  return t.request({
    method: 'POST',
    url: '/api/set-password',
    body: { token, password, password_confirmation: password },
  });
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token')!;
}

describe('inviting a user', () => {
  it('creates the user without a password and mails a set-password link', async () => {
    const org = await createOrganization(t.db, { name: 'Acme Patents' });
    const { user, link } = await inviteUser(t.ctx, {
      email: 'New.Person@Example.com',
      firstName: 'New',
      lastName: 'Person',
      organizationId: org.id,
      isReadOnly: true,
    });
    expect(user).toMatchObject({ email: 'new.person@example.com', passwordHash: null, isReadOnly: true });
    expect(link).toMatch(/^http:\/\/localhost:3000\/set-password\?token=[A-Za-z0-9_-]{43}$/);

    const mail = (await t.readMails()).find((m) => m.to === 'new.person@example.com');
    expect(mail?.subject).toBe('You have been invited');
    expect(mail?.decoded).toContain('Acme Patents');
    expect(findLink(mail!, '/set-password')).toBe(link);

    const before = await t.request({
      method: 'POST',
      url: '/api/login',
      body: { email: user.email, password: PASSWORD },
    });
    expect(before.json().error.code).toBe('AUTH_PASSWORD_NOT_SET');

    const check = await t.request({ method: 'GET', url: `/api/set-password/${tokenOf(link)}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true, email: 'new.person@example.com' });

    const set = await setPassword(tokenOf(link));
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ ok: true });

    const session = await t.signIn({ email: user.email, password: PASSWORD });
    const me = UserSchema.parse((await t.request({ method: 'GET', url: '/api/user', session })).json());
    expect(me).toMatchObject({ first_name: 'New', is_read_only: true, organization: { name: 'Acme Patents' } });

    expect((await setPassword(tokenOf(link), 'a second password')).statusCode).toBe(422);
  });

  it('refuses an e-mail that already has an account', async () => {
    const existing = await createUser(t.db);
    const error = await inviteUser(t.ctx, {
      email: existing.email.toUpperCase(),
      firstName: 'X',
      lastName: 'Y',
      organizationId: null,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: [expect.any(String)] } });
  });

  it('expires invitation links after the invitation lifetime', async () => {
    const { link } = await inviteUser(t.ctx, {
      email: 'late@example.com',
      firstName: 'Late',
      lastName: 'Comer',
      organizationId: null,
    });
    t.clock.advanceMinutes(INVITE_TOKEN_TTL_DAYS * 24 * 60 - 1);
    expect((await t.request({ method: 'GET', url: `/api/set-password/${tokenOf(link)}` })).statusCode).toBe(200);
    t.clock.advanceMinutes(2);
    const response = await setPassword(tokenOf(link));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('PASSWORD_TOKEN_INVALID');
  });

  it('does not accept an invitation link as a reset link', async () => {
    const { link } = await inviteUser(t.ctx, {
      email: 'mixup@example.com',
      firstName: 'Mix',
      lastName: 'Up',
      organizationId: null,
    });
    const response = await t.request({ method: 'GET', url: `/api/password-reset/${tokenOf(link)}` });
    expect(response.statusCode).toBe(422);
  });
});
