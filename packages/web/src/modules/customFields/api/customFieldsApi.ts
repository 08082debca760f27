import {
  type ActiveCustomFieldScheme,
  ActiveCustomFieldSchemeSchema,
  CustomFieldDisplaySchema,
  type CustomFieldScheme,
  CustomFieldSchemeItemSchema,
  CustomFieldSchemeListSchema,
  type CustomFieldSchemePermissionsBody,
  CustomFieldSchemeSchema,
  type CustomFieldSchemeUsers,
  CustomFieldSchemeUsersSchema,
  type CustomFieldsUpdateBody,
  type CustomFieldValue,
  CustomFieldValuesBulkResultSchema,
  FolderCustomFieldValuesSchema,
  GroupListSchema,
  PatentCustomFieldValuesSchema,
  PersonListSchema,
} from '@app/shared';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/apiRequest';

type SchemeList = z.infer<typeof CustomFieldSchemeListSchema>;
type SchemeItem = z.infer<typeof CustomFieldSchemeItemSchema>;

const withChecksum = (path: string, checksum: string | undefined, sep = '?') =>
  checksum ? `${path}${sep}checksum=${encodeURIComponent(checksum)}` : path;

/** SPEC §7 "Custom field schemes", and the admin calls that make, rename, delete and grant a scheme. */
export const customFieldsApi = {
  list(checksum?: string, signal?: AbortSignal): Promise<SchemeList> {
    return apiRequest(withChecksum('/custom_field_schemes?withFields=1', checksum, '&'), {
      schema: CustomFieldSchemeListSchema,
      signal,
    });
  },
  get(id: number, checksum?: string, signal?: AbortSignal): Promise<SchemeItem> {
    return apiRequest(withChecksum(`/custom_field_schemes/${id}`, checksum), {
      schema: CustomFieldSchemeItemSchema,
      signal,
    });
  },
  create(name: string): Promise<CustomFieldScheme> {
    return apiRequest('/custom_field_schemes', { method: 'POST', body: { name }, schema: CustomFieldSchemeSchema });
  },
  rename(id: number, name: string): Promise<CustomFieldScheme> {
    return apiRequest(`/custom_field_schemes/${id}`, {
      method: 'PATCH',
      body: { name },
      schema: CustomFieldSchemeSchema,
    });
  },
  remove(id: number): Promise<void> {
    return apiRequest(`/custom_field_schemes/${id}`, { method: 'DELETE' });
  },
  saveFields(id: number, body: CustomFieldsUpdateBody): Promise<CustomFieldScheme> {
    return apiRequest(`/custom_field_schemes/${id}/fields`, { method: 'PATCH', body, schema: CustomFieldSchemeSchema });
  },
  users(id: number, signal?: AbortSignal): Promise<CustomFieldSchemeUsers> {
    return apiRequest(`/custom_field_schemes/${id}/users`, { schema: CustomFieldSchemeUsersSchema, signal });
  },
  setPermissions(id: number, body: CustomFieldSchemePermissionsBody): Promise<CustomFieldSchemeUsers> {
    return apiRequest(`/custom_field_schemes/${id}/permissions`, {
      method: 'PUT',
      body,
      schema: CustomFieldSchemeUsersSchema,
    });
  },
  active(signal?: AbortSignal): Promise<ActiveCustomFieldScheme> {
    return apiRequest('/active_custom_field_scheme', { schema: ActiveCustomFieldSchemeSchema, signal });
  },
  activate(id: number): Promise<ActiveCustomFieldScheme> {
    return apiRequest(`/custom_field_schemes/${id}/active`, { method: 'POST', schema: ActiveCustomFieldSchemeSchema });
  },
  deactivate(id: number): Promise<void> {
    return apiRequest(`/active_custom_field_scheme/${id}`, { method: 'DELETE' });
  },
  folderValues(folderId: number, signal?: AbortSignal) {
    return apiRequest(`/folders/${folderId}/custom_field_values`, { schema: FolderCustomFieldValuesSchema, signal });
  },
  setPatentValues(folderId: number, ucid: string, values: Record<string, CustomFieldValue>) {
    return apiRequest(`/folders/${folderId}/custom_field_values/${encodeURIComponent(ucid)}`, {
      method: 'PUT',
      body: { values },
      schema: PatentCustomFieldValuesSchema,
    });
  },
  setBulkValues(folderId: number, ucids: readonly string[], values: Record<string, CustomFieldValue>) {
    return apiRequest(`/folders/${folderId}/custom_field_values/bulk`, {
      method: 'POST',
      body: { ucids, values },
      schema: CustomFieldValuesBulkResultSchema,
    });
  },
  /** The results table's column: the active scheme's values of these patents, as text. */
  displayValues(ucids: readonly string[]) {
    return apiRequest('/custom_field_values/patents', {
      method: 'POST',
      body: { ucids },
      schema: CustomFieldDisplaySchema,
    });
  },
  /** The organisation's users and groups, for granting a scheme (admins only call this). */
  organizationUsers(signal?: AbortSignal) {
    return apiRequest('/users', { schema: PersonListSchema, signal });
  },
  organizationGroups(signal?: AbortSignal) {
    return apiRequest('/groups', { schema: GroupListSchema, signal });
  },
};
