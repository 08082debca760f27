import type { TFunction } from 'i18next';
import { ExportButton } from '../exports/components/ExportButton';
import { AddResultsToFolderMenu } from '../folders/components/AddResultsToFolderMenu';
import { AddToFolderMenu } from '../folders/components/AddToFolderMenu';
import { FreezeButton, freezeSourceOf } from '../frozenSets/components/FreezeButton';
import { patentListApi } from '../patentList/api/patentListApi';
import { RemoveFromPatentListButton } from '../patentList/components/RemoveFromPatentListButton';
import type { ResultSource } from '../results/types/ResultSource';
import { ExportSelectionButton } from './selectionActions';

/**
 * The user's patent list as a result set (SPEC §2 /patent-collection). The list is the user's own, so it is named
 * by the user's id, as the server's collection route expects. There is no browse route for it in SPEC §2, so it
 * has no browse path and the results screen leaves the one-by-one link out.
 */
export function patentListSource(userId: number, t: TFunction): ResultSource {
  return {
    kind: 'listed_patents',
    id: userId,
    title: t('patentList.screen.resultsTitle'),
    headingOrder: 2,
    browseTitle: t('patentList.screen.title'),
    query: null,
    resultsPath: '/patent-collection',
    run: (payload, signal) => patentListApi.run(userId, payload, signal),
    selectionActions: (selected, clear) => (
      <>
        <AddToFolderMenu ucids={selected} onAdded={clear} />
        <RemoveFromPatentListButton ucids={selected} onRemoved={clear} />
        <ExportSelectionButton ucids={selected} t={t} />
      </>
    ),
    setActions: (shown) => (
      <>
        <AddResultsToFolderMenu
          source={{ from: 'listed_patents', id: userId, filters: shown.filters, ...(shown.q ? { q: shown.q } : {}) }}
          total={shown.total}
        />
        <ExportButton
          source={{ type: 'patent_list' }}
          description={t('exports.dialog.patentList')}
          label={t('exports.actionAll')}
        />
        <FreezeButton source={freezeSourceOf({ from: 'listed_patents' }, shown)} />
      </>
    ),
    subQuery: true,
  };
}
