import {
  type FolderNplCreateBody,
  type FolderNplDetail,
  FolderNplDetailSchema,
  FolderNplListSchema,
  type FolderNplUpdateBody,
  type UndoableAnswer,
  UndoableAnswerSchema,
} from '@app/shared';
import { apiRequest } from '../../../lib/api/apiRequest';

const nplPath = (id: number, nplId?: number) => `/folders/${id}/npl${nplId === undefined ? '' : `/${nplId}`}`;

/** The calls of a folder's NPL section (/api/folders/{id}/npl…). */
export const folderNplApi = {
  list: (id: number, checksum?: string, signal?: AbortSignal) =>
    apiRequest(`${nplPath(id)}${checksum ? `?checksum=${encodeURIComponent(checksum)}` : ''}`, {
      schema: FolderNplListSchema,
      signal,
    }),
  get: (id: number, nplId: number, signal?: AbortSignal): Promise<FolderNplDetail> =>
    apiRequest(nplPath(id, nplId), { schema: FolderNplDetailSchema, signal }),
  create: (id: number, body: FolderNplCreateBody): Promise<FolderNplDetail> =>
    apiRequest(nplPath(id), { method: 'POST', body, schema: FolderNplDetailSchema }),
  update: (id: number, nplId: number, body: FolderNplUpdateBody): Promise<FolderNplDetail> =>
    apiRequest(nplPath(id, nplId), { method: 'PATCH', body, schema: FolderNplDetailSchema }),
  remove: (id: number, nplIds: readonly number[]): Promise<UndoableAnswer> =>
    apiRequest(`${nplPath(id)}/remove`, { method: 'POST', body: { ids: nplIds }, schema: UndoableAnswerSchema }),
  rate: (id: number, nplId: number, rating: number | null): Promise<FolderNplDetail> =>
    apiRequest(`${nplPath(id, nplId)}/rating`, { method: 'PUT', body: { rating }, schema: FolderNplDetailSchema }),
  setLabels: (id: number, nplId: number, labelIds: readonly number[]): Promise<FolderNplDetail> =>
    apiRequest(`${nplPath(id, nplId)}/labels`, {
      method: 'PUT',
      body: { label_ids: labelIds },
      schema: FolderNplDetailSchema,
    }),
  comment: (id: number, nplId: number, body: string, parentId: number | null): Promise<FolderNplDetail> =>
    apiRequest(`${nplPath(id, nplId)}/comments`, {
      method: 'POST',
      body: { body, parent_id: parentId },
      schema: FolderNplDetailSchema,
    }),
  editComment: (id: number, nplId: number, commentId: number, body: string): Promise<FolderNplDetail> =>
    apiRequest(`${nplPath(id, nplId)}/comments/${commentId}`, {
      method: 'PATCH',
      body: { body },
      schema: FolderNplDetailSchema,
    }),
  deleteComment: (id: number, nplId: number, commentId: number): Promise<UndoableAnswer> =>
    apiRequest(`${nplPath(id, nplId)}/comments/${commentId}`, { method: 'DELETE', schema: UndoableAnswerSchema }),
};
