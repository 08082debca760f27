import type { PreferenceName } from '@app/shared';
import { apiRequest } from '../../../lib/api/apiRequest';

/** `PUT /api/preferences/{name} {value}` (SPEC §7): stores one preference; answers the normalised value. */
export const preferencesApi = {
  save(name: PreferenceName, value: unknown): Promise<{ name: string; value: unknown }> {
    return apiRequest(`/preferences/${encodeURIComponent(name)}`, { method: 'PUT', body: { value } });
  },
};
