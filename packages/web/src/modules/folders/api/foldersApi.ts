import {
  type Folder,
  FolderActivitySchema,
  type FolderAddResultsBody,
  FolderAnswerSchema,
  type FolderCreateBody,
  FolderLabelListSchema,
  FolderLabelSchema,
  FolderLimitSchema,
  FolderListSchema,
  FolderPatentDetailSchema,
  FolderPatentsAddedSchema,
  FolderPermissionsSchema,
  FolderSchema,
  type FolderUpdateBody,
  type JobView,
  JobViewSchema,
  type SearchPayload,
  type SearchResponse,
  SearchResponseSchema,
  type UndoableAnswer,
  UndoableAnswerSchema,
} from '@app/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api/apiRequest';

type FolderPermissions = z.infer<typeof FolderPermissionsSchema>;
type PatentDetail = z.infer<typeof FolderPatentDetailSchema>;
type Level = 'read' | 'write' | 'admin';

const query = (checksum?: string) => (checksum ? `?checksum=${encodeURIComponent(checksum)}` : '');
const patentPath = (id: number, ucid: string) => `/folders/${id}/patents/${encodeURIComponent(ucid)}`;

/** SPEC §7 "Folders and patents": every folder call the screens make. */
export const foldersApi = {
  list: (checksum?: string, signal?: AbortSignal) =>
    apiRequest(`/folders${query(checksum)}`, { schema: FolderListSchema, signal }),
  get: (id: number, signal?: AbortSignal) => apiRequest(`/folders/${id}`, { schema: FolderAnswerSchema, signal }),
  create: (body: FolderCreateBody): Promise<Folder> =>
    apiRequest('/folders', { method: 'POST', body, schema: FolderSchema }),
  update: (id: number, body: FolderUpdateBody): Promise<Folder> =>
    apiRequest(`/folders/${id}`, { method: 'PATCH', body, schema: FolderSchema }),
  remove: (id: number): Promise<UndoableAnswer> =>
    apiRequest(`/folders/${id}`, { method: 'DELETE', schema: UndoableAnswerSchema }),
  pin: (id: number, pinned: boolean): Promise<Folder> =>
    apiRequest(`/folders/${id}/pin`, { method: pinned ? 'PUT' : 'DELETE', schema: FolderSchema }),
  limit: (signal?: AbortSignal) => apiRequest('/folder/limit', { schema: FolderLimitSchema, signal }),

  addPatents: (id: number, ucids: readonly string[]) =>
    apiRequest(`/folders/${id}/patents`, { method: 'POST', body: { ucids }, schema: FolderPatentsAddedSchema }),
  removePatents: (id: number, ucids: readonly string[]): Promise<UndoableAnswer> =>
    apiRequest(`/folders/${id}/patents/remove`, { method: 'POST', body: { ucids }, schema: UndoableAnswerSchema }),
  /** Queues the add of every result of a search or folder; the answer is the job to follow. */
  addResults: (id: number, body: FolderAddResultsBody): Promise<JobView> =>
    apiRequest(`/folders/${id}/patents/results`, { method: 'POST', body, schema: JobViewSchema }),
  movePatents: (id: number, ucids: readonly string[], to: number): Promise<UndoableAnswer> =>
    apiRequest(`/folders/${id}/patents/move`, { method: 'POST', body: { ucids, to }, schema: UndoableAnswerSchema }),
  run: (id: number, payload: SearchPayload, signal?: AbortSignal): Promise<SearchResponse> =>
    apiRequest(`/patents/folders/${id}`, { method: 'POST', body: payload, schema: SearchResponseSchema, signal }),

  labels: (id: number, checksum?: string, signal?: AbortSignal) =>
    apiRequest(`/folders/${id}/labels${query(checksum)}`, { schema: FolderLabelListSchema, signal }),
  createLabel: (id: number, body: { name: string; colour: string }) =>
    apiRequest(`/folders/${id}/labels`, { method: 'POST', body, schema: FolderLabelSchema }),
  updateLabel: (id: number, labelId: number, body: { name?: string; colour?: string }) =>
    apiRequest(`/folders/${id}/labels/${labelId}`, { method: 'PATCH', body, schema: FolderLabelSchema }),
  deleteLabel: (id: number, labelId: number): Promise<UndoableAnswer> =>
    apiRequest(`/folders/${id}/labels/${labelId}`, { method: 'DELETE', schema: UndoableAnswerSchema }),

  patent: (id: number, ucid: string, signal?: AbortSignal): Promise<PatentDetail> =>
    apiRequest(patentPath(id, ucid), { schema: FolderPatentDetailSchema, signal }),
  patents: (id: number, ucids: readonly string[]): Promise<PatentDetail[]> =>
    apiRequest(`/folders/${id}/patents/details`, {
      method: 'POST',
      body: { ucids },
      schema: z.array(FolderPatentDetailSchema),
    }),
  setLabels: (id: number, ucid: string, labelIds: number[]): Promise<PatentDetail> =>
    apiRequest(`${patentPath(id, ucid)}/labels`, {
      method: 'PUT',
      body: { label_ids: labelIds },
      schema: FolderPatentDetailSchema,
    }),
  rate: (id: number, ucid: string, rating: number | null): Promise<PatentDetail> =>
    apiRequest(`${patentPath(id, ucid)}/rating`, { method: 'PUT', body: { rating }, schema: FolderPatentDetailSchema }),
  comment: (id: number, ucid: string, body: string, parentId: number | null): Promise<PatentDetail> =>
    apiRequest(`${patentPath(id, ucid)}/comments`, {
      method: 'POST',
      body: { body, parent_id: parentId },
      schema: FolderPatentDetailSchema,
    }),
  deleteComment: (id: number, ucid: string, commentId: number): Promise<UndoableAnswer> =>
    apiRequest(`${patentPath(id, ucid)}/comments/${commentId}`, { method: 'DELETE', schema: UndoableAnswerSchema }),

  permissions: (id: number, signal?: AbortSignal): Promise<FolderPermissions> =>
    apiRequest(`/folders/${id}/permissions`, { schema: FolderPermissionsSchema, signal }),
  setPermissions: (
    id: number,
    body: { users: { id: number; level: Level }[]; groups: { id: number; level: Level }[] },
  ): Promise<FolderPermissions> =>
    apiRequest(`/folders/${id}/permissions`, { method: 'PUT', body, schema: FolderPermissionsSchema }),
  activity: (id: number, signal?: AbortSignal) =>
    apiRequest(`/folders/${id}/activity`, { schema: FolderActivitySchema, signal }),
};
