import { type CorpusStatus, CorpusStatusSchema } from '@app/shared';
import { apiRequest } from '../../../lib/api/apiRequest';

/** What the patent index holds (GET /api/corpus). */
export const corpusApi = {
  fetchStatus(signal?: AbortSignal): Promise<CorpusStatus> {
    return apiRequest('/corpus', { schema: CorpusStatusSchema, signal });
  },
};
