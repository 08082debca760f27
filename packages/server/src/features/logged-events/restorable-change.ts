import { AppError, type UndoableAnswer } from '@app/shared';
import type { Database } from '../../db/client';
import {
  getLoggedEventOfUser,
  insertLoggedEvent,
  type LoggedEventRow,
  type NewLoggedEvent,
  setLoggedEventUndo,
} from './logged-events.repository';

/** A row as an event's JSON details keep it: its dates as ISO strings. */
export type Stored<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

/** A row for an event's details: every Date field as its ISO string. */
export function storeRow<T extends object>(row: T): Stored<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as Stored<T>;
}

/** A row back from an event's details, with the named fields as Dates again. */
export function loadRow<T extends object>(stored: Stored<T>, dates: readonly (keyof T & string)[]): T {
  const row: Record<string, unknown> = { ...stored };
  for (const key of dates) row[key] = new Date(row[key] as string);
  return row as T;
}

/**
 * Logs a destructive change whose undo puts back what the event's details keep (POST `restoreUrl` with the event's
 * id), and answers what the toast needs. The undo names the event itself, so it is set once the event has its id;
 * run it in the transaction of the change.
 */
export async function logRestorableChange(
  db: Database,
  values: NewLoggedEvent,
  restoreUrl: string,
): Promise<UndoableAnswer> {
  const event = await insertLoggedEvent(db, values);
  const undo = { method: 'POST' as const, url: restoreUrl, body: { logged_event_id: event.id } };
  await setLoggedEventUndo(db, event.id, undo);
  return { message: event.message, logged_event_id: event.id, undo };
}

/**
 * The user's own event `eventId` of one of `actions` (about `folderId`, when given), whose details a restore call
 * puts back. Anything else, another user's event included, is 404 with `notFound` as the message.
 */
export async function restorableEvent(
  db: Database,
  userId: number,
  eventId: number,
  expected: { actions: readonly string[]; folderId?: number; notFound: string },
): Promise<LoggedEventRow> {
  const event = await getLoggedEventOfUser(db, userId, eventId);
  const matches =
    event !== undefined &&
    expected.actions.includes(event.action) &&
    (expected.folderId === undefined || event.folderId === expected.folderId);
  if (!matches) throw new AppError('LOGGED_EVENT_NOT_FOUND', { message: expected.notFound });
  return event;
}
