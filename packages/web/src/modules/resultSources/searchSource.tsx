import type { SearchRecord } from '@app/shared';
import type { TFunction } from 'i18next';
import { CreateAlertButton } from '../alerts/components/CreateAlertButton';
import { ExportButton } from '../exports/components/ExportButton';
import { hasFilters, searchExportSource } from '../exports/utils/exportSources';
import { AddResultsToFolderMenu } from '../folders/components/AddResultsToFolderMenu';
import { FreezeButton, freezeSourceOf } from '../frozenSets/components/FreezeButton';
import type { ResultSource } from '../results/types/ResultSource';
import { searchApi } from '../search/api/searchApi';
import { ShareButton } from '../share/components/ShareButton';
import { keepOrExportSelection } from './selectionActions';

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
    selectionActions: keepOrExportSelection(t),
    setActions: (shown) => {
      const { total, q, filters, grouping } = shown;
      const exportSource = searchExportSource(index, filters);
      return (
        <>
          <AddResultsToFolderMenu
            source={{ from: 'searches', id: index, filters, ...(q ? { q } : {}) }}
            total={total}
          />
          <ExportButton
            source={exportSource}
            description={t(hasFilters(exportSource) ? 'exports.dialog.searchFiltered' : 'exports.dialog.searchAll', {
              total: total.toLocaleString('en'),
              index,
            })}
            label={t('exports.actionAll')}
          />
          <FreezeButton source={freezeSourceOf({ from: 'searches', id: index }, shown)} />
          <CreateAlertButton query={search.query} />
          <ShareButton
            share={{
              kind: 'search',
              target: index,
              description: t('share.describe.search', { index, query: search.query }),
              filters,
              ...(grouping ? { grouping } : {}),
            }}
          />
        </>
      );
    },
  };
}
