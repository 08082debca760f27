import { SavedSearchGuard } from '../modules/resultSources/SavedSearchGuard';
import { BrowseScreen } from '../modules/results/components/BrowseScreen';

/** /search/{index}/browse: the saved search's results one document at a time. */
export function SearchBrowse() {
  return <SavedSearchGuard>{(source) => <BrowseScreen key={source.id} source={source} />}</SavedSearchGuard>;
}
