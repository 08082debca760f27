import {
  API_BASE_PATH,
  ChecksumQuerySchema,
  CommentCreateSchema,
  CommentUpdateSchema,
  can,
  FolderCommentParamsSchema,
  FolderIdParamsSchema,
  FolderLabelCreateSchema,
  FolderLabelListSchema,
  FolderLabelParamsSchema,
  FolderLabelSchema,
  FolderLabelUpdateSchema,
  FolderPatentDetailSchema,
  FolderPatentParamsSchema,
  FolderPatentsBodySchema,
  MessageAnswerSchema,
  PatentLabelsBodySchema,
  PatentRatingBodySchema,
  UndoableAnswerSchema,
  UndoBodySchema,
} from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { checksummedAnswer } from '../../plugins/checksummed-list';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import {
  addComment,
  changeLabel,
  createLabel,
  editComment,
  folderLabels,
  getPatentDetail,
  getPatentDetails,
  ratePatent,
  removeComment,
  removeLabel,
  restoreDeletedComments,
  restoreDeletedLabel,
  setPatentLabels,
} from './folder-annotations.service';

const TAGS = ['Folders and patents'];

/** Labels of a folder, and each patent's labels, rating and comments there. */
export function registerFolderAnnotationRoutes(app: App): void {
  const security = [{ session: [] }];
  const writer = [app.authenticate, requireRole(can.writeData)];
  const read = { onRequest: app.authenticate };
  const write = { onRequest: writer };
  const base = `${API_BASE_PATH}/folders/:id`;
  const detail = { 200: FolderPatentDetailSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) };

  app.get(
    `${base}/labels`,
    {
      ...read,
      schema: {
        tags: TAGS,
        summary: 'The folder’s labels by name, with how many patents carry each (checksummed)',
        security,
        params: FolderIdParamsSchema,
        querystring: ChecksumQuerySchema,
        response: { 200: FolderLabelListSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) =>
      checksummedAnswer(await folderLabels(app.ctx, getAuthUser(request), request.params.id), request.query.checksum),
  );

  app.post(
    `${base}/labels`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Add a label with its colour to the folder (write permission)',
        security,
        params: FolderIdParamsSchema,
        body: FolderLabelCreateSchema,
        response: { 201: FolderLabelSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createLabel(app.ctx, getAuthUser(request), request.params.id, request.body);
    },
  );

  app.patch(
    `${base}/labels/:labelId`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Rename or recolour a label (undoable)',
        security,
        params: FolderLabelParamsSchema,
        body: FolderLabelUpdateSchema,
        response: { 200: FolderLabelSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) =>
      changeLabel(app.ctx, getAuthUser(request), request.params.id, request.params.labelId, request.body),
  );

  app.delete(
    `${base}/labels/:labelId`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Delete a label from the folder and its patents; the answer carries the undo',
        security,
        params: FolderLabelParamsSchema,
        response: { 200: UndoableAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => removeLabel(app.ctx, getAuthUser(request), request.params.id, request.params.labelId),
  );

  app.post(
    `${base}/labels/restore`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Bring a deleted label back onto its patents (the undo of a label deletion)',
        security,
        params: FolderIdParamsSchema,
        body: UndoBodySchema,
        response: { 200: MessageAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) =>
      restoreDeletedLabel(app.ctx, getAuthUser(request), request.params.id, request.body.logged_event_id),
  );

  app.get(
    `${base}/patents/:ucid`,
    {
      ...read,
      schema: {
        tags: TAGS,
        summary: 'A patent’s labels, rating and comments in the folder',
        security,
        params: FolderPatentParamsSchema,
        response: { 200: FolderPatentDetailSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => getPatentDetail(app.ctx, getAuthUser(request), request.params.id, request.params.ucid),
  );

  app.post(
    `${base}/patents/details`,
    {
      ...read,
      schema: {
        tags: TAGS,
        summary: 'Labels, rating and comments of many patents of the folder at once (a results page); others left out',
        security,
        params: FolderIdParamsSchema,
        body: FolderPatentsBodySchema,
        response: { 200: z.array(FolderPatentDetailSchema), ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => getPatentDetails(app.ctx, getAuthUser(request), request.params.id, request.body.ucids),
  );

  app.put(
    `${base}/patents/:ucid/labels`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Set exactly which of the folder’s labels a patent carries (undoable)',
        security,
        params: FolderPatentParamsSchema,
        body: PatentLabelsBodySchema,
        response: detail,
      },
    },
    async (request) =>
      setPatentLabels(app.ctx, getAuthUser(request), request.params.id, request.params.ucid, request.body.label_ids),
  );

  app.put(
    `${base}/patents/:ucid/rating`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Rate a patent 1 to 5 in the folder, or clear its rating with null (undoable)',
        security,
        params: FolderPatentParamsSchema,
        body: PatentRatingBodySchema,
        response: detail,
      },
    },
    async (request) =>
      ratePatent(app.ctx, getAuthUser(request), request.params.id, request.params.ucid, request.body.rating),
  );

  app.post(
    `${base}/patents/:ucid/comments`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Comment on a patent in the folder, or reply to a comment (parent_id)',
        security,
        params: FolderPatentParamsSchema,
        body: CommentCreateSchema,
        response: detail,
      },
    },
    async (request) => addComment(app.ctx, getAuthUser(request), request.params.id, request.params.ucid, request.body),
  );

  app.patch(
    `${base}/patents/:ucid/comments/:commentId`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Change one’s own comment',
        security,
        params: FolderCommentParamsSchema,
        body: CommentUpdateSchema,
        response: detail,
      },
    },
    async (request) =>
      editComment(
        app.ctx,
        getAuthUser(request),
        request.params.id,
        request.params.ucid,
        request.params.commentId,
        request.body.body,
      ),
  );

  app.delete(
    `${base}/patents/:ucid/comments/:commentId`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Delete a comment with its replies (author or folder admin); the answer carries the undo',
        security,
        params: FolderCommentParamsSchema,
        response: { 200: UndoableAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) =>
      removeComment(app.ctx, getAuthUser(request), request.params.id, request.params.ucid, request.params.commentId),
  );

  app.post(
    `${base}/patents/:ucid/comments/restore`,
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Bring deleted comments back in their threads (the undo of a comment deletion)',
        security,
        params: FolderPatentParamsSchema,
        body: UndoBodySchema,
        response: detail,
      },
    },
    async (request) =>
      restoreDeletedComments(
        app.ctx,
        getAuthUser(request),
        request.params.id,
        request.params.ucid,
        request.body.logged_event_id,
      ),
  );
}
