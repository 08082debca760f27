import { LoggedEventListSchema } from '@app/shared';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/apiRequest';

type LoggedEventList = z.infer<typeof LoggedEventListSchema>;

/** SPEC §7 `GET /logged_events?checksum`: the signed-in user's own logged events. */
export const activityApi = {
  list(checksum?: string, signal?: AbortSignal): Promise<LoggedEventList> {
    const query = checksum ? `?checksum=${encodeURIComponent(checksum)}` : '';
    return apiRequest(`/logged_events${query}`, { schema: LoggedEventListSchema, signal });
  },
};
