import {
  type HighlightingScheme,
  type HighlightingSchemeCreateBody,
  HighlightingSchemeListSchema,
  HighlightingSchemeSchema,
  type HighlightingSchemeUpdateBody,
} from '@app/shared';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/apiRequest';

type SchemeList = z.infer<typeof HighlightingSchemeListSchema>;

/** SPEC §7 `GET /highlighting_schemes?checksum`, and the calls that make, change and delete a scheme. */
export const highlightingApi = {
  list(checksum?: string, signal?: AbortSignal): Promise<SchemeList> {
    const query = checksum ? `?checksum=${encodeURIComponent(checksum)}` : '';
    return apiRequest(`/highlighting_schemes${query}`, { schema: HighlightingSchemeListSchema, signal });
  },
  create(body: HighlightingSchemeCreateBody): Promise<HighlightingScheme> {
    return apiRequest('/highlighting_schemes', { method: 'POST', body, schema: HighlightingSchemeSchema });
  },
  update(id: number, body: HighlightingSchemeUpdateBody): Promise<HighlightingScheme> {
    return apiRequest(`/highlighting_schemes/${id}`, { method: 'PATCH', body, schema: HighlightingSchemeSchema });
  },
  remove(id: number): Promise<void> {
    return apiRequest(`/highlighting_schemes/${id}`, { method: 'DELETE' });
  },
};
