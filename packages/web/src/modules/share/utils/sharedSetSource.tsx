import type { PublicSearchPayload, PublicShareInfo, SearchPayload } from '@app/shared';
import { ApiError } from '../../../lib/api/ApiError';
import type { ResultSource } from '../../results/types/ResultSource';
import { shareApi } from '../api/shareApi';
import { SharedRunExports } from '../components/SharedRunExports';
import { SharedMeta } from '../components/ShareGuard';
import { type SharedSetKind, sharedSetBase } from './sharedPaths';

/**
 * The public page request of a results page: what a visitor may ask (SPEC §7 public payload), without the signed-in
 * user's query inside the set or highlighting scheme.
 */
export function publicPayload(payload: SearchPayload): PublicSearchPayload {
  const { highlighting, filters } = payload;
  return {
    ...(payload.start !== undefined ? { start: payload.start } : {}),
    ...(payload.rows !== undefined ? { rows: payload.rows } : {}),
    ...(payload.sort !== undefined ? { sort: payload.sort } : {}),
    ...(payload.grouped_by !== undefined ? { grouped_by: payload.grouped_by } : {}),
    ...(payload.facets !== undefined ? { facets: payload.facets } : {}),
    ...(filters ? { filters } : {}),
    ...(highlighting
      ? {
          highlighting: {
            on: highlighting.on ?? true,
            ...(highlighting.max_snippets !== undefined ? { max_snippets: highlighting.max_snippets } : {}),
            ...(highlighting.max_snippet_length !== undefined
              ? { max_snippet_length: highlighting.max_snippet_length }
              : {}),
            ...(highlighting.entire_field !== undefined ? { entire_field: highlighting.entire_field } : {}),
          },
        }
      : {}),
  };
}

/**
 * A shared search's, folder's or alert run's results as a result set for a visitor: the signed-in result views,
 * read-only (ResultSource.visitor), kept under the search state kinds SPEC §3 names for them. A 410 on any page (the
 * link revoked or expired while being read) calls `onExpired`, so the screen turns to Expired, not an error.
 */
export function sharedSetSource(
  kind: SharedSetKind,
  key: string,
  info: PublicShareInfo,
  onExpired: () => void,
): ResultSource {
  const base = sharedSetBase(kind, key);
  return {
    kind: kind === 'alert_run' ? 'shared_alert_runs' : 'published_searches',
    id: key,
    title: info.title,
    browseTitle: info.title,
    query: null,
    resultsPath: `${base}/results`,
    browsePath: `${base}/results/browse`,
    run: async (payload, signal) => {
      try {
        return await shareApi.results(key, publicPayload(payload), signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 410) onExpired();
        throw error;
      }
    },
    intro: (
      <>
        <SharedMeta info={info} />
        {kind === 'alert_run' && <SharedRunExports shareKey={key} />}
      </>
    ),
    opensWith: { grouping: info.grouping },
    visitor: { fields: info.fields },
  };
}
