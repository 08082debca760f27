import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BrowseScreen } from '../modules/results/components/BrowseScreen';
import { useSavedSearch } from '../modules/results/hooks/useSavedSearch';
import { searchIndexParam } from '../modules/results/utils/searchIndexParam';
import { searchSource } from '../modules/results/utils/searchSource';
import { NotFound } from './NotFound';

/** /search/{index}/browse: one document at a time; like the results, NotFound when the search does not load. */
export function SearchBrowse() {
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
  return <BrowseScreen key={index} source={searchSource(saved.data, t)} />;
}
