import {
  API_BASE_PATH,
  ChecksumQuerySchema,
  CommentCreateSchema,
  CommentUpdateSchema,
  can,
  FolderIdParamsSchema,
  FolderNplCommentParamsSchema,
  FolderNplCreateSchema,
  FolderNplDetailSchema,
  FolderNplListSchema,
  FolderNplParamsSchema,
  FolderNplRemoveSchema,
  FolderNplUpdateSchema,
  MessageAnswerSchema,
  NplLabelsBodySchema,
  PatentRatingBodySchema,
  UndoableAnswerSchema,
  UndoBodySchema,
} from '@app/shared';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { checksummedAnswer } from '../../plugins/checksummed-list';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import {
  addNpl,
  addNplComment,
  changeNpl,
  editNplComment,
  getNplDetail,
  listFolderNpl,
  rateNpl,
  removeNpl,
  removeNplComment,
  restoreDeletedNplComments,
  restoreRemovedNpl,
  setNplLabels,
} from './folder-npl.service';

const TAGS = ['Folders and NPL'];

/**
 * The non-patent literature of a folder (SPEC §2 /folders/{id}/npl): records with the folder's labels, a rating
 * and threaded comments. Reading needs read on the folder, every change write; each change is a logged event.
 */
export function registerFolderNplRoutes(app: App): void {
  const security = [{ session: [] }];
  // Read-only users are refused before the folder is looked at, as on every folder write.
  const read = { onRequest: app.authenticate };
  const write = { onRequest: [app.authenticate, requireRole(can.writeData)] };
  const base = `${API_BASE_PATH}/folders/:id/npl`;
  const detail = { 200: FolderNplDetailSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) };

  app.get(
    base,
    {
      ...read,
      schema: {
        tags: TAGS,
        summary: 'The folder’s NPL records, first added first, with labels, rating and comment count (checksummed)',
        security,
        params: FolderIdParamsSchema,
        querystring: ChecksumQuerySchema,
        response: { 200: FolderNplListSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) =>
      checksummedAnswer(await listFolderNpl(app.ctx, getAuthUser(request), request.params.id), request.query.checksum),
  );

  app.post(
    base,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Add an NPL record to the folder (write permission); a DOI is held once per folder',
        security,
        params: FolderIdParamsSchema,
        body: FolderNplCreateSchema,
        response: { 201: FolderNplDetailSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return addNpl(app.ctx, getAuthUser(request), request.params.id, request.body);
    },
  );

  app.post(
    `${base}/remove`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Remove NPL records with their labels and comments; the answer carries the undo',
        security,
        params: FolderIdParamsSchema,
        body: FolderNplRemoveSchema,
        response: { 200: UndoableAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => removeNpl(app.ctx, getAuthUser(request), request.params.id, request.body.ids),
  );

  app.post(
    `${base}/restore`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Put back the NPL records a removal took out, as they were (the undo of a removal)',
        security,
        params: FolderIdParamsSchema,
        body: UndoBodySchema,
        response: { 200: MessageAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) =>
      restoreRemovedNpl(app.ctx, getAuthUser(request), request.params.id, request.body.logged_event_id),
  );

  app.get(
    `${base}/:nplId`,
    {
      ...read,
      schema: {
        tags: TAGS,
        summary: 'One NPL record with its labels, rating and comments',
        security,
        params: FolderNplParamsSchema,
        response: { 200: FolderNplDetailSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => getNplDetail(app.ctx, getAuthUser(request), request.params.id, request.params.nplId),
  );

  app.patch(
    `${base}/:nplId`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Change an NPL record’s title, authors, source, year, DOI, web address or abstract (undoable)',
        security,
        params: FolderNplParamsSchema,
        body: FolderNplUpdateSchema,
        response: detail,
      },
    },
    async (request) => changeNpl(app.ctx, getAuthUser(request), request.params.id, request.params.nplId, request.body),
  );

  app.put(
    `${base}/:nplId/rating`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Rate an NPL record 1 to 5, or clear its rating with null (undoable)',
        security,
        params: FolderNplParamsSchema,
        body: PatentRatingBodySchema,
        response: detail,
      },
    },
    async (request) =>
      rateNpl(app.ctx, getAuthUser(request), request.params.id, request.params.nplId, request.body.rating),
  );

  app.put(
    `${base}/:nplId/labels`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Set exactly which of the folder’s labels an NPL record carries (undoable)',
        security,
        params: FolderNplParamsSchema,
        body: NplLabelsBodySchema,
        response: detail,
      },
    },
    async (request) =>
      setNplLabels(app.ctx, getAuthUser(request), request.params.id, request.params.nplId, request.body.label_ids),
  );

  app.post(
    `${base}/:nplId/comments`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Comment on an NPL record, or reply to a comment (parent_id)',
        security,
        params: FolderNplParamsSchema,
        body: CommentCreateSchema,
        response: detail,
      },
    },
    async (request) =>
      addNplComment(app.ctx, getAuthUser(request), request.params.id, request.params.nplId, request.body),
  );

  app.patch(
    `${base}/:nplId/comments/:commentId`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Change one’s own comment on an NPL record',
        security,
        params: FolderNplCommentParamsSchema,
        body: CommentUpdateSchema,
        response: detail,
      },
    },
    async (request) =>
      editNplComment(
        app.ctx,
        getAuthUser(request),
        request.params.id,
        request.params.nplId,
        request.params.commentId,
        request.body.body,
      ),
  );

  app.delete(
    `${base}/:nplId/comments/:commentId`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Delete a comment with its replies (author or folder admin); the answer carries the undo',
        security,
        params: FolderNplCommentParamsSchema,
        response: { 200: UndoableAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) =>
      removeNplComment(
        app.ctx,
        getAuthUser(request),
        request.params.id,
        request.params.nplId,
        request.params.commentId,
      ),
  );

  app.post(
    `${base}/:nplId/comments/restore`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Bring deleted comments back in their threads (the undo of a comment deletion)',
        security,
        params: FolderNplParamsSchema,
        body: UndoBodySchema,
        response: detail,
      },
    },
    async (request) =>
      restoreDeletedNplComments(
        app.ctx,
        getAuthUser(request),
        request.params.id,
        request.params.nplId,
        request.body.logged_event_id,
      ),
  );
}
