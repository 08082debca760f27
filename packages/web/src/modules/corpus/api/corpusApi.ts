import { type CorpusStatus, CorpusStatusSchema } from '@app/shared';
import { apiRequest } from '../../../app/api/apiRequest';

/** What the patent index holds (GET /api/corpus). */
export const corpusApi = {
  fetchStatus(signal?: AbortSignal): Promise<CorpusStatus> {
    return apiRequest('/corpus', { schema: CorpusStatusSchema, signal });
  },
};
