import type { SearchRecord } from '@app/shared';
import type { TFunction } from 'i18next';
import { AddResultsToFolderMenu } from '../folders/components/AddResultsToFolderMenu';
import { AddToFolderMenu } from '../folders/components/AddToFolderMenu';
import { AddToPatentListButton } from '../patentList/components/AddToPatentListButton';
import type { ResultSource } from '../results/types/ResultSource';
import { searchApi } from '../search/api/searchApi';

/** A saved search as a result set (SPEC §2 /search/{index}). */
export function searchSource(search: SearchRecord, t: TFunction): ResultSource {
  const index = search.query_index;
  return {
    kind: 'searches',
    id: index,
    title: t('results.title', { index }),
    browseTitle: t('results.browse.title', { index }),
    query: search.query,
    resultsPath: `/search/${index}`,
    browsePath: `/search/${index}/browse`,
    run: (payload, signal) => searchApi.run(index, payload, signal),
    selectionActions: (selected, clear) => (
      <>
        <AddToFolderMenu ucids={selected} onAdded={clear} />
        <AddToPatentListButton ucids={selected} onAdded={clear} />
      </>
    ),
    setActions: ({ total, q, filters }) => (
      <AddResultsToFolderMenu source={{ from: 'searches', id: index, filters, ...(q ? { q } : {}) }} total={total} />
    ),
  };
}
