import { AppError, type LoggedEvent } from '@app/shared';
import type { AppContext } from '../../context';
import type { UserRecord } from '../users/users.repository';
import {
  deleteLoggedEventOfUser,
  getLoggedEventOfUser,
  type LoggedEventRow,
  listLoggedEventsOfUser,
} from './logged-events.repository';

function presentLoggedEvent(row: LoggedEventRow): LoggedEvent {
  return {
    id: row.id,
    action: row.action,
    message: row.message,
    folder_id: row.folderId,
    undo: row.undo ?? null,
    client_reference: row.clientReference,
    created_at: row.createdAt.toISOString(),
  };
}

function notFound(id: number): AppError {
  return new AppError('LOGGED_EVENT_NOT_FOUND', { message: `You have no logged event ${id}.` });
}

/** The user's logged events, newest first. */
export async function listLoggedEvents(ctx: AppContext, user: UserRecord): Promise<LoggedEvent[]> {
  return (await listLoggedEventsOfUser(ctx.db, user.id)).map(presentLoggedEvent);
}

/** One of the user's logged events; another user's answers 404. */
export async function getLoggedEvent(ctx: AppContext, user: UserRecord, id: number): Promise<LoggedEvent> {
  const row = await getLoggedEventOfUser(ctx.db, user.id, id);
  if (!row) throw notFound(id);
  return presentLoggedEvent(row);
}

/** Deletes one of the user's logged events (after its undo was made). */
export async function deleteLoggedEvent(ctx: AppContext, user: UserRecord, id: number): Promise<void> {
  if (!(await deleteLoggedEventOfUser(ctx.db, user.id, id))) throw notFound(id);
}
