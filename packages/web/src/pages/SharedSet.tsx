import type { PublicShareInfo } from '@app/shared';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { BrowseScreen } from '../modules/results/components/BrowseScreen';
import { ResultsScreen } from '../modules/results/components/ResultsScreen';
import { ShareGuard } from '../modules/share/components/ShareGuard';
import type { SharedSetKind } from '../modules/share/utils/sharedPaths';
import { sharedSetSource } from '../modules/share/utils/sharedSetSource';
import { Expired } from '../ui/Expired';

/** A shared set in the signed-in result views, read-only; Expired as soon as any page answers 410. */
function SharedSetView({
  kind,
  shareKey,
  info,
  screen,
}: {
  kind: SharedSetKind;
  shareKey: string;
  info: PublicShareInfo;
  screen: 'results' | 'browse';
}) {
  const [expired, setExpired] = useState(false);
  const source = useMemo(() => sharedSetSource(kind, shareKey, info, () => setExpired(true)), [kind, shareKey, info]);
  if (expired) return <Expired />;
  return screen === 'results' ? <ResultsScreen source={source} /> : <BrowseScreen source={source} />;
}

function sharedSet(kind: SharedSetKind, screen: 'results' | 'browse') {
  return function SharedSetScreen() {
    const key = useParams().uuid ?? '';
    return (
      <ShareGuard kind={kind} shareKey={key}>
        {(info) => <SharedSetView key={key} kind={kind} shareKey={key} info={info} screen={screen} />}
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
