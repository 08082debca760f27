import { useQuery } from '@tanstack/react-query';
import { searchApi } from '../../search/api/searchApi';

/** The saved search behind a result screen (SPEC §2 data guard: a failure shows NotFound). */
export function useSavedSearch(index: number | null) {
  return useQuery({
    queryKey: ['results', 'saved', index] as const,
    queryFn: ({ signal }) => searchApi.get(index!, signal),
    enabled: index !== null,
    retry: false,
    staleTime: 60_000,
  });
}
