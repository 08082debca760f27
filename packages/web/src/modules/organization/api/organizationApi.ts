import {
  FolderCategorySchema,
  type FolderCategoryWriteBody,
  type ModuleName,
  ModuleSchema,
  OrganizationSchema,
  OrganizationSettingsSchema,
  type OrganizationUpdateBody,
} from '@app/shared';
import { apiRequest } from '../../../lib/api/apiRequest';

/** An admin's calls on their own organisation (issue 16). */
export const organizationApi = {
  get: (signal?: AbortSignal) => apiRequest('/organization', { schema: OrganizationSchema, signal }),
  settings: (signal?: AbortSignal) =>
    apiRequest('/organization/settings', { schema: OrganizationSettingsSchema, signal }),
  update: (body: OrganizationUpdateBody) =>
    apiRequest('/organization', { method: 'PATCH', body, schema: OrganizationSettingsSchema }),
  configureModule: (name: ModuleName, configuration: Record<string, unknown>) =>
    apiRequest(`/organization/modules/${name}`, { method: 'PUT', body: { configuration }, schema: ModuleSchema }),
  addCategory: (body: FolderCategoryWriteBody) =>
    apiRequest('/folder_categories', { method: 'POST', body, schema: FolderCategorySchema }),
  renameCategory: (id: number, body: FolderCategoryWriteBody) =>
    apiRequest(`/folder_categories/${id}`, { method: 'PATCH', body, schema: FolderCategorySchema }),
  removeCategory: (id: number): Promise<void> => apiRequest(`/folder_categories/${id}`, { method: 'DELETE' }),
};
