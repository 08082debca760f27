import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { API_BASE_PATH, AppError } from '@app/shared';
import fastifyStatic from '@fastify/static';
import type { App } from '../app-instance';
import { sendError } from './error-handler';

/** Shown instead of the SPA when packages/web/dist is missing. */
export const WEB_NOT_BUILT_MESSAGE = 'The web app is not built; run npm run build';

/** Vite's hashed bundle files: their names change with their content, so browsers may keep them forever. */
const ASSETS_PREFIX = '/assets/';

/**
 * Serves the built SPA: files from `webDistDir`, and index.html for any other GET outside /api so the
 * SPA's router handles deep links (history fallback). Unknown /api paths answer 404 JSON.
 */
export async function registerWeb(app: App, options: { webDistDir: string | null }): Promise<void> {
  const root = options.webDistDir;
  const built = root !== null && existsSync(join(root, 'index.html'));

  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      schemaHide: true,
      setHeaders(reply, path) {
        const immutable = path.startsWith(join(root, 'assets'));
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (path === API_BASE_PATH || path.startsWith(`${API_BASE_PATH}/`)) {
      return sendError(reply, new AppError('ROUTE_NOT_FOUND'));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(reply, new AppError('NOT_FOUND'));
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT_MESSAGE);
    if (path.startsWith(ASSETS_PREFIX)) return sendError(reply, new AppError('NOT_FOUND'));
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
