import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api/ApiError';

/** Answers that repeating the call cannot change: the client's request or the session is at fault. */
const NOT_RETRIED = new Set([400, 401, 403, 404, 410, 413, 415, 419, 422, 429]);

/** The query cache for the whole SPA. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (error instanceof ApiError && NOT_RETRIED.has(error.status)) return false;
          return failureCount < 2;
        },
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
