import type { onRequestAsyncHookHandler } from 'fastify';
import { getAuthUser } from '../../plugins/auth';
import { assertTrackingReferenceSet } from './tracking.service';

/**
 * Route hook for work that must be billable (searches, document views, exports): while the organisation requires
 * tracking and the user has no active reference it answers 403 TRACKING_REFERENCE_REQUIRED, which the SPA meets
 * with the tracking dialog. Place it after `app.authenticate`.
 */
export const requireTrackingReference: onRequestAsyncHookHandler = async (request) => {
  await assertTrackingReferenceSet(request.server.ctx, getAuthUser(request), request.auth?.modules);
};
