import { BrowseScreen } from '../modules/results/components/BrowseScreen';
import { SavedSearchGuard } from '../modules/results/components/SavedSearchGuard';

/** /search/{index}/browse: the saved search's results one document at a time. */
export function SearchBrowse() {
  return <SavedSearchGuard>{(source) => <BrowseScreen key={source.id} source={source} />}</SavedSearchGuard>;
}
