import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api/apiRequest';
import { PatentDocSchema } from '../types/patentDocSchema';

const KeyedDrawingsSchema = z.object({
  valid: z.literal(true),
  ucid: z.string(),
  document: PatentDocSchema.pick({
    country: true,
    drawings: true,
    drawingscount: true,
    srcpat: true,
    publicationdate: true,
  })
    .loose()
    .nullable(),
});

/** GET /api/auth/key/{ucid}/{key}: the drawings a key opens without signing in; rejects (404) on a wrong key. */
export function keyedDrawingsQuery(ucid: string, key: string) {
  return queryOptions({
    queryKey: ['patent', 'keyed-drawings', ucid, key] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/auth/key/${encodeURIComponent(ucid)}/${encodeURIComponent(key)}`, {
        schema: KeyedDrawingsSchema,
        signal,
      }),
    retry: false,
  });
}
