import { API_BASE_PATH, AppError } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app-instance';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is called by programs that cannot send our header (a mail program's one-click unsubscribe) and acts
     * only on a signed token it is given, never on the session cookie; so a cross-site request gains nothing.
     */
    csrfExempt?: boolean;
  }
}

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function isApiPath(url: string): boolean {
  return url === API_BASE_PATH || url.startsWith(`${API_BASE_PATH}/`) || url.startsWith(`${API_BASE_PATH}?`);
}

/**
 * CSRF defence of DESIGN.md §3, together with SameSite=Lax cookies: a state-changing call must carry
 * `X-Requested-With: XMLHttpRequest` (a cross-site form cannot set it, and a cross-site fetch cannot
 * without a CORS preflight we never grant), and an Origin header, when sent, must be ours.
 * It applies to every state-changing request, not only those spelled `/api/...`: the router also
 * matches encoded spellings such as `/%61pi/login`, and only the API has state-changing routes anyway.
 */
export function checkCsrf(request: FastifyRequest, publicOrigin: string | null): void {
  if (!STATE_CHANGING.has(request.method)) return;
  if (request.routeOptions.config?.csrfExempt === true) return;
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw new AppError('CSRF_REJECTED');
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const given = originOf(origin);
  const own = originOf(`${request.protocol}://${request.host}`);
  if (given === null || (given !== own && given !== publicOrigin)) throw new AppError('CSRF_REJECTED');
}

/**
 * What pages may load: everything from our own origin and nothing else. Scripts only from files we serve (no inline
 * script, no eval). Styles may be inline because the query editor (CodeMirror) and React write style elements and
 * attributes at run time; images may be data or blob URLs (generated drawings, thumbnails). No page may be framed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Installs the CSRF check and the security headers every answer carries. */
export function registerSecurity(app: App, options: { publicUrl: string | undefined }): void {
  const publicOrigin = options.publicUrl ? originOf(options.publicUrl) : null;
  app.addHook('onRequest', async (request) => checkCsrf(request, publicOrigin));
  app.addHook('onSend', async (request, reply, payload) => {
    // Answers about a signed-in user must not sit in shared or browser caches.
    const path = request.routeOptions.url ?? request.url;
    if (isApiPath(path) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    // A route that sets a policy of its own keeps it; every other answer gets ours.
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    return payload;
  });
}
