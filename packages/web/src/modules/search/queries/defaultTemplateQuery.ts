import { queryOptions } from '@tanstack/react-query';
import { searchApi } from '../api/searchApi';

/** GET /api/default_template: the rows the expert search starts with. They change only with a deployment. */
export const defaultTemplateQuery = queryOptions({
  queryKey: ['searches', 'defaultTemplate'] as const,
  queryFn: ({ signal }) => searchApi.defaultTemplate(signal),
  staleTime: Number.POSITIVE_INFINITY,
});
