import {
  type Person,
  PersonSchema,
  type UserHandOverResult,
  UserHandOverResultSchema,
  type UserInviteBody,
  UserTypeSchema,
  type UserUpdateBody,
} from '@app/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api/apiRequest';

/** The user administration calls (admins only) and the lists SPEC §7 People names beside GET /users. */
export const usersAdminApi = {
  deactivated(signal?: AbortSignal): Promise<Person[]> {
    return apiRequest('/deactivated_users', { schema: z.array(PersonSchema), signal });
  },
  userTypes(signal?: AbortSignal): Promise<{ id: number; name: string }[]> {
    return apiRequest('/user_types', { schema: z.array(UserTypeSchema), signal });
  },
  invite(body: UserInviteBody): Promise<Person> {
    return apiRequest('/users', { method: 'POST', body, schema: PersonSchema });
  },
  update(id: number, body: UserUpdateBody): Promise<Person> {
    return apiRequest(`/users/${id}`, { method: 'PATCH', body, schema: PersonSchema });
  },
  deactivate(id: number): Promise<Person> {
    return apiRequest(`/users/${id}/deactivate`, { method: 'POST', schema: PersonSchema });
  },
  reactivate(id: number): Promise<Person> {
    return apiRequest(`/users/${id}/reactivate`, { method: 'POST', schema: PersonSchema });
  },
  inviteAgain(id: number): Promise<Person> {
    return apiRequest(`/users/${id}/invitation`, { method: 'POST', schema: PersonSchema });
  },
  handOver(id: number, toUserId: number): Promise<UserHandOverResult> {
    return apiRequest(`/users/${id}/hand_over`, {
      method: 'POST',
      body: { to_user_id: toUserId },
      schema: UserHandOverResultSchema,
    });
  },
};
