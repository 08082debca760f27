import {
  type ClassificationCompletions,
  ClassificationCompletionsSchema,
  type ClassificationSchemeName,
  type ClassificationTitles,
  ClassificationTitlesSchema,
} from '@app/shared';
import { apiRequest } from '../../../lib/api/apiRequest';

/** What CPC and IPC codes mean (GET /api/classifications/titles and /complete). */
export const classificationsApi = {
  titles(
    scheme: ClassificationSchemeName,
    codes: readonly string[],
    signal?: AbortSignal,
  ): Promise<ClassificationTitles> {
    const query = new URLSearchParams({ scheme, codes: codes.join(',') });
    return apiRequest(`/classifications/titles?${query}`, { schema: ClassificationTitlesSchema, signal });
  },

  complete(
    scheme: ClassificationSchemeName,
    prefix: string,
    limit: number,
    signal?: AbortSignal,
  ): Promise<ClassificationCompletions> {
    const query = new URLSearchParams({ scheme, prefix, limit: String(limit) });
    return apiRequest(`/classifications/complete?${query}`, { schema: ClassificationCompletionsSchema, signal });
  },
};
