import { useParams } from 'react-router';
import { SharedBrowseScreen } from '../modules/share/components/SharedBrowseScreen';
import { SharedResultsScreen } from '../modules/share/components/SharedResultsScreen';
import { ShareGuard } from '../modules/share/components/ShareGuard';
import type { SharedSetKind } from '../modules/share/utils/sharedPaths';

function sharedSet(kind: SharedSetKind, screen: 'results' | 'browse') {
  return function SharedSetScreen() {
    const key = useParams().uuid ?? '';
    return (
      <ShareGuard kind={kind} shareKey={key}>
        {(info) =>
          screen === 'results' ? (
            <SharedResultsScreen key={key} kind={kind} shareKey={key} info={info} />
          ) : (
            <SharedBrowseScreen key={key} kind={kind} shareKey={key} info={info} />
          )
        }
      </ShareGuard>
    );
  };
}

/** /share/search/{uuid} and /results: a shared search's results. */
export const SharedSearchResults = sharedSet('search', 'results');
/** /share/search/{uuid}/results/browse. */
export const SharedSearchBrowse = sharedSet('search', 'browse');
/** /share/folder/{uuid} and /results. */
export const SharedFolderResults = sharedSet('folder', 'results');
/** /share/folder/{uuid}/results/browse. */
export const SharedFolderBrowse = sharedSet('folder', 'browse');
/** /share/alert_runs/{uuid} and /results. */
export const SharedAlertRunResults = sharedSet('alert_run', 'results');
/** /share/alert_runs/{uuid}/results/browse. */
export const SharedAlertRunBrowse = sharedSet('alert_run', 'browse');
