import type { Viewer } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { guardDecision } from './guardDecision';

const normal: Viewer = { is_admin: false, group_manager: false, is_end_user: false, is_read_only: false, modules: [] };
const endUser: Viewer = { ...normal, is_end_user: true };

describe('guardDecision', () => {
  it('sends guests on protected screens to Login with the full path', () => {
    expect(guardDecision('/folders/7', '?tab=x', null)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Ffolders%2F7%3Ftab%3Dx',
    });
  });

  it('shows sign-in screens to guests in the card frame', () => {
    expect(guardDecision('/login', '', null)).toEqual({
      kind: 'page',
      routeName: 'Login',
      layout: 'guest',
      loadsData: false,
    });
  });

  it('sends a signed-in visitor on Login to the redirect target, else home for the role', () => {
    expect(guardDecision('/login', '?redirect=%2Ffolders', normal)).toEqual({ kind: 'redirect', to: '/folders' });
    expect(guardDecision('/login', '', normal)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardDecision('/login', '', endUser)).toEqual({ kind: 'redirect', to: '/search' });
    expect(guardDecision('/forgot-password', '', endUser)).toEqual({ kind: 'redirect', to: '/search' });
  });

  it('ignores redirect targets off this site or back to a sign-in screen', () => {
    expect(guardDecision('/login', '?redirect=https%3A%2F%2Fevil.example', normal)).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(guardDecision('/login', '?redirect=%2F%2Fevil.example', normal)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardDecision('/login', '?redirect=%2Flogin%3Fredirect%3D%2F', normal)).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('shows refused and unknown routes as NotFound in the frame that suits the viewer', () => {
    expect(guardDecision('/users', '', normal)).toEqual({ kind: 'notFound', layout: 'app' });
    expect(guardDecision('/nowhere', '', normal)).toEqual({ kind: 'notFound', layout: 'app' });
    expect(guardDecision('/nowhere', '', null)).toEqual({ kind: 'notFound', layout: 'guest' });
  });

  it('keeps the end-user Dashboard rule and the old task paths', () => {
    expect(guardDecision('/', '', endUser)).toEqual({ kind: 'redirect', to: '/search' });
    expect(guardDecision('/origin-plus/tasks/abc', '?x=1', normal)).toEqual({ kind: 'redirect', to: '/tasks/abc?x=1' });
  });

  it('frames screens by who is looking', () => {
    expect(guardDecision('/folders', '', normal)).toMatchObject({ kind: 'page', layout: 'app', loadsData: true });
    expect(guardDecision('/settings', '', normal)).toMatchObject({ kind: 'page', layout: 'app', loadsData: false });
    expect(guardDecision('/expired', '', null)).toMatchObject({ kind: 'page', layout: 'guest' });
    expect(guardDecision('/share/search/abc', '', null)).toMatchObject({ kind: 'page', layout: 'public' });
    expect(guardDecision('/share/search/abc', '', normal)).toMatchObject({ kind: 'page', layout: 'app' });
    expect(guardDecision('/patent/EP1/images', '?key=k', null)).toMatchObject({ kind: 'page', layout: 'public' });
  });

  it('shows the patent popouts without the app navigation, and the document itself inside it', () => {
    for (const popout of ['legal', 'citations', 'fulltext', 'images']) {
      expect(guardDecision(`/patent/EP-1-A1/${popout}`, '', normal)).toMatchObject({ kind: 'page', layout: 'popout' });
    }
    expect(guardDecision('/patent/EP-1-A1', '', normal)).toMatchObject({ kind: 'page', layout: 'app' });
    expect(guardDecision('/patent/document/EP-1-A1', '', normal)).toMatchObject({ kind: 'page', layout: 'app' });
  });
});
