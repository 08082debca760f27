import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResultsScreen } from '../modules/results/components/ResultsScreen';
import { useSavedSearch } from '../modules/results/hooks/useSavedSearch';
import { searchIndexParam } from '../modules/results/utils/searchIndexParam';
import { searchSource } from '../modules/results/utils/searchSource';
import { NotFound } from './NotFound';

/** /search/{index}: the saved search must load (SPEC §2 data guard), else NotFound; then its results. */
export function SearchResults() {
  const { t } = useTranslation();
  const index = searchIndexParam(useParams().index);
  const saved = useSavedSearch(index);
  if (index === null || saved.isError) return <NotFound />;
  if (!saved.data) {
    return (
      <Group gap="sm" aria-busy="true">
        <Loader size="sm" />
        <Text>{t('results.loading')}</Text>
      </Group>
    );
  }
  // Keyed by the search, so moving to another search starts from that search's own state.
  return <ResultsScreen key={index} source={searchSource(saved.data, t)} />;
}
