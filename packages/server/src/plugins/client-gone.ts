import type { FastifyReply } from 'fastify';

/**
 * A signal that aborts when the client goes away before its answer is sent (a closed tab, a cancelled fetch, a
 * new search that replaced this one), so a search nobody waits for stops inside the engine instead of holding a
 * search thread until its deadline.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  const onClose = () => {
    // 'close' also follows a response sent in full; only one cut short means the client left.
    if (!response.writableFinished) controller.abort(new Error('The client closed the connection'));
  };
  response.once('close', onClose);
  return controller.signal;
}
