import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingLine } from '../../ui/LoadState';
import { NotFound } from '../../ui/NotFound';
import { useSavedSearch } from '../results/hooks/useSavedSearch';
import type { ResultSource } from '../results/types/ResultSource';
import { searchIndexParam } from '../results/utils/searchIndexParam';
import { searchSource } from './searchSource';

/**
 * The data guard of /search/{index} and its browse screen (SPEC §2): the saved search must load, else NotFound;
 * then the screen gets the search as a result set.
 */
export function SavedSearchGuard({ children }: { children: (source: ResultSource) => ReactNode }) {
  const { t } = useTranslation();
  const index = searchIndexParam(useParams().index);
  const saved = useSavedSearch(index);
  if (index === null || saved.isError) return <NotFound />;
  if (!saved.data) return <LoadingLine label={t('results.loading')} />;
  return children(searchSource(saved.data, t));
}
