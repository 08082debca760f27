import {
  API_BASE_PATH,
  FolderPatentsBodySchema,
  ListedPatentBodySchema,
  ListedPatentListSchema,
  ListedPatentParamsSchema,
  ListedPatentStateSchema,
  ListedPatentsChangedSchema,
  MessageAnswerSchema,
  UndoableAnswerSchema,
  UndoBodySchema,
} from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { addToList, listedState, patentList, removeFromList, removeOne, restoreList } from './patent-list.service';

const TAGS = ['Folders and patents'];

/**
 * SPEC §7 listed patents: the signed-in user's own working list of marked patents, across searches. It is the
 * user's own, so read-only users keep one too; bulk removals and clearing are undoable.
 */
export function registerPatentListRoutes(app: App): void {
  const security = [{ session: [] }];
  const base = `${API_BASE_PATH}/listed_patents`;
  const session = { onRequest: app.authenticate };
  const changed = { 200: ListedPatentsChangedSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) };
  const undoable = { 200: UndoableAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) };

  app.get(
    base,
    {
      ...session,
      schema: {
        tags: TAGS,
        summary: 'The user’s patent list, first added first',
        security,
        response: { 200: ListedPatentListSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async (request) => patentList(app.ctx, getAuthUser(request)),
  );

  app.get(
    `${base}/:ucid`,
    {
      ...session,
      schema: {
        tags: TAGS,
        summary: 'Whether a patent is on the user’s list',
        security,
        params: ListedPatentParamsSchema,
        response: { 200: ListedPatentStateSchema, ...errorResponses(SESSION_ERRORS, 422) },
      },
    },
    async (request) => listedState(app.ctx, getAuthUser(request), request.params.ucid),
  );

  app.post(
    base,
    {
      ...session,
      schema: {
        tags: TAGS,
        summary: 'Put a patent on the list',
        security,
        body: ListedPatentBodySchema,
        response: changed,
      },
    },
    async (request) => addToList(app.ctx, getAuthUser(request), [request.body.ucid]),
  );

  app.post(
    `${base}/bulk_add`,
    {
      ...session,
      schema: {
        tags: TAGS,
        summary: 'Put several patents on the list',
        security,
        body: FolderPatentsBodySchema,
        response: changed,
      },
    },
    async (request) => addToList(app.ctx, getAuthUser(request), request.body.ucids),
  );

  app.delete(
    `${base}/:ucid`,
    {
      ...session,
      schema: {
        tags: TAGS,
        summary: 'Take a patent off the list',
        security,
        params: ListedPatentParamsSchema,
        response: { 204: z.null(), ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      await removeOne(app.ctx, getAuthUser(request), request.params.ucid);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${base}/bulk_delete`,
    {
      ...session,
      schema: {
        tags: TAGS,
        summary: 'Take several patents off the list; the answer carries the undo',
        security,
        body: FolderPatentsBodySchema,
        response: undoable,
      },
    },
    async (request) => removeFromList(app.ctx, getAuthUser(request), request.body.ucids),
  );

  app.delete(
    base,
    {
      ...session,
      schema: {
        tags: TAGS,
        summary: 'Clear the list; the answer carries the undo',
        security,
        response: undoable,
      },
    },
    async (request) => removeFromList(app.ctx, getAuthUser(request), null),
  );

  app.post(
    `${base}/restore`,
    {
      ...session,
      schema: {
        tags: TAGS,
        summary: 'Put back what a bulk removal or a clear took off (their undo)',
        security,
        body: UndoBodySchema,
        response: { 200: MessageAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => restoreList(app.ctx, getAuthUser(request), request.body.logged_event_id),
  );
}
