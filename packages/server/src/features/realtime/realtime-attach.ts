import { REALTIME_APP_KEY } from '@app/shared';
import type { App } from '../../app-instance';
import { channelSigningSecret } from './pusher-protocol';
import { attachPusherServer, type PusherServer } from './pusher-server';

declare module 'fastify' {
  interface FastifyInstance {
    /** The websocket server of realtime events, once the app listens (null before, and for `inject`-only tests). */
    realtimeServer: PusherServer | null;
  }
}

/**
 * Serves the Pusher-protocol websocket at `/app/{key}` on the same host and port as the app, so the SPA connects
 * to the origin it was loaded from. It attaches when the app starts listening (`npm start`, and tests that call
 * `app.listen`) and closes its connections before the HTTP server closes, which would otherwise wait for them.
 */
export function registerRealtimeServer(app: App): void {
  app.decorate('realtimeServer', null);
  app.addHook('onListen', async () => {
    if (app.realtimeServer) return;
    app.realtimeServer = attachPusherServer(app.server, {
      appKey: REALTIME_APP_KEY,
      secret: channelSigningSecret(app.ctx.secret),
      hub: app.ctx.realtime,
      logger: app.log,
    });
  });
  app.addHook('preClose', async () => {
    await app.realtimeServer?.close();
    app.realtimeServer = null;
  });
}
