import {
  type GroupCreateBody,
  type GroupUpdateBody,
  type GroupView,
  GroupViewSchema,
  type UndoableAnswer,
  UndoableAnswerSchema,
} from '@app/shared';
import { apiRequest } from '../../../lib/api/apiRequest';

/** The calls that change groups (the list itself is GET /api/groups, peopleGroupsQuery). */
export const groupsApi = {
  create: (body: GroupCreateBody): Promise<GroupView> =>
    apiRequest('/groups', { method: 'POST', body, schema: GroupViewSchema }),
  update: (id: number, body: GroupUpdateBody): Promise<GroupView> =>
    apiRequest(`/groups/${id}`, { method: 'PATCH', body, schema: GroupViewSchema }),
  setMembers: (id: number, userIds: readonly number[]): Promise<GroupView> =>
    apiRequest(`/groups/${id}/members`, { method: 'PUT', body: { user_ids: userIds }, schema: GroupViewSchema }),
  setManagers: (id: number, userIds: readonly number[]): Promise<GroupView> =>
    apiRequest(`/groups/${id}/managers`, { method: 'PUT', body: { user_ids: userIds }, schema: GroupViewSchema }),
  /** Answers the deletion's logged event, whose undo brings the group back (POST /api/groups/restore). */
  remove: (id: number): Promise<UndoableAnswer> =>
    apiRequest(`/groups/${id}`, { method: 'DELETE', schema: UndoableAnswerSchema }),
};
