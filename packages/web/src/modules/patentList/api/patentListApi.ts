import { ListedPatentListSchema, ListedPatentsChangedSchema } from '@app/shared';
import { apiRequest } from '../../../app/api/apiRequest';

/** SPEC §7 listed patents: the user's own working list of marked patents. */
export const patentListApi = {
  list: (signal?: AbortSignal) => apiRequest('/listed_patents', { schema: ListedPatentListSchema, signal }),
  addMany: (ucids: readonly string[]) =>
    apiRequest('/listed_patents/bulk_add', { method: 'POST', body: { ucids }, schema: ListedPatentsChangedSchema }),
};
