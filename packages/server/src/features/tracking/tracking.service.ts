import {
  AppError,
  isModuleEnabled,
  isTrackingRequired,
  type TrackingLogAnswer,
  type TrackingLogFilters,
  type Viewer,
} from '@app/shared';
import type { AppContext } from '../../context';
import { insertLoggedEvent } from '../logged-events/logged-events.repository';
import { getViewerModules } from '../organization/organization.service';
import { personName } from '../users/users.presenter';
import type { UserRecord } from '../users/users.repository';
import {
  countTrackingLogs,
  ensureClientReference,
  getActiveClientReference,
  listClientReferences,
  listTrackingLogs,
  setActiveClientReference,
  type TrackingLogQuery,
} from './tracking.repository';
import { periodRange } from './tracking-period';

/** Most log rows one answer carries; the xlsx export takes up to EXPORT_LIMIT. */
export const TRACKING_LOG_PAGE_LIMIT = 500;
export const TRACKING_EXPORT_LIMIT = 100_000;

/** How the user's organisation has tracking configured (SPEC §3 Module, §5). */
export async function trackingMode(
  ctx: AppContext,
  user: UserRecord,
  /** The organisation's modules when the caller has them already (a request's session brings them). */
  known?: Viewer['modules'],
): Promise<{ enabled: boolean; required: boolean }> {
  if (user.organizationId === null) return { enabled: false, required: false };
  const modules = known ?? (await getViewerModules(ctx.db, user.organizationId));
  return { enabled: isModuleEnabled(modules, 'tracking'), required: isTrackingRequired(modules) };
}

/** The organisation whose references the user works with; a user without one has no tracking at all. */
function organizationOf(user: UserRecord): number {
  if (user.organizationId === null) throw new AppError('MODULE_DISABLED');
  return user.organizationId;
}

export async function getActiveReference(ctx: AppContext, user: UserRecord): Promise<string | null> {
  return getActiveClientReference(ctx.db, user.id, organizationOf(user));
}

/**
 * Refuses work while the organisation requires a tracking reference and the user has none (SPEC §4, §5): searches
 * and document views must be billable to a reference.
 */
export async function assertTrackingReferenceSet(
  ctx: AppContext,
  user: UserRecord,
  modules?: Viewer['modules'],
): Promise<void> {
  if (!(await trackingMode(ctx, user, modules)).required) return;
  if ((await getActiveClientReference(ctx.db, user.id, organizationOf(user))) === null) {
    throw new AppError('TRACKING_REFERENCE_REQUIRED');
  }
}

/** Makes `reference` the user's active one, adding it to the organisation's references when it is new. */
export async function setActiveReference(ctx: AppContext, user: UserRecord, reference: string): Promise<string> {
  const organizationId = organizationOf(user);
  return ctx.db.transaction(async (tx) => {
    const row = await ensureClientReference(tx, {
      organizationId,
      reference,
      referenceKey: reference.toLowerCase(),
      createdBy: user.id,
      createdAt: ctx.now(),
    });
    await setActiveClientReference(tx, user.id, row.id, ctx.now());
    return row.reference;
  });
}

export async function listReferences(ctx: AppContext, user: UserRecord): Promise<string[]> {
  return listClientReferences(ctx.db, organizationOf(user));
}

/**
 * Logs an action that only the tracking logs want (a document view, say): written only while the module is on,
 * so organisations without tracking keep no such trail. The reference is stamped by insertLoggedEvent.
 */
export async function logTrackedAction(
  ctx: AppContext,
  user: UserRecord,
  event: { action: string; message: string },
): Promise<void> {
  if (!(await trackingMode(ctx, user)).enabled) return;
  await insertLoggedEvent(ctx.db, {
    userId: user.id,
    action: event.action,
    message: event.message,
    createdAt: ctx.now(),
  });
}

/**
 * The query behind the tracking logs: admins see their whole organisation; anyone else sees only their own
 * actions, and asking for another user's is refused.
 */
function logQuery(ctx: AppContext, user: UserRecord, filters: TrackingLogFilters, limit: number): TrackingLogQuery {
  const organizationId = organizationOf(user);
  if (!user.isAdmin && filters.user_id !== null && filters.user_id !== user.id) {
    throw new AppError('FORBIDDEN', { message: 'Only administrators can see the tracking logs of other users.' });
  }
  const { from, to } = periodRange(filters.period, ctx.now());
  return {
    organizationId,
    from,
    to,
    userId: user.isAdmin ? filters.user_id : user.id,
    reference: filters.reference || null,
    limit,
  };
}

export async function trackingLogs(
  ctx: AppContext,
  user: UserRecord,
  filters: TrackingLogFilters,
  limit = TRACKING_LOG_PAGE_LIMIT,
): Promise<TrackingLogAnswer> {
  const query = logQuery(ctx, user, filters, limit);
  const [rows, total] = await Promise.all([listTrackingLogs(ctx.db, query), countTrackingLogs(ctx.db, query)]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      reference: row.reference ?? '',
      action: row.action,
      message: row.message,
      user: { id: row.userId, name: personName(row.firstName, row.lastName, row.email), email: row.email },
    })),
    total,
    limit,
  };
}
