import { type QueryErrorDetail, SEARCH_CREATION_ERROR_TOAST_MS, type SearchCreateBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/ApiError';
import { notify } from '../../../lib/notifications/notify';
import { searchApi } from '../api/searchApi';
import { searchListQuery } from '../queries/searchListQuery';
import { creationErrorMessage } from '../utils/creationErrorMessage';

/** Options of useCreateSearch. */
type UseCreateSearchOptions = {
  /** Called with the places in the submitted query the server refused (422 QUERY_INVALID). */
  onQueryErrors?: (query: string, errors: readonly QueryErrorDetail[]) => void;
};

/**
 * POST /api/searches, then the results of the new search (/search/{n}). A refusal shows the
 * 'Failed to create search' toast of SPEC §8 for SEARCH_CREATION_ERROR_TOAST_MS, with the server's message.
 */
export function useCreateSearch({ onQueryErrors }: UseCreateSearchOptions = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SearchCreateBody) => searchApi.create(body),
    onSuccess: async ({ query_index }) => {
      // The history and the recent list now hold one more search.
      void queryClient.invalidateQueries({ queryKey: searchListQuery.queryKey });
      await navigate(`/search/${query_index}`);
    },
    onError: (error, body) => {
      notify({
        type: 'error',
        title: t('search.createFailed'),
        message: creationErrorMessage(error) ?? t('search.createFailedDefault'),
        timeout: SEARCH_CREATION_ERROR_TOAST_MS,
      });
      if (error instanceof ApiError && error.queryErrors.length > 0) onQueryErrors?.(body.query, error.queryErrors);
    },
  });
}
