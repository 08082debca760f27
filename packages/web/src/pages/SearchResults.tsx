import { ResultsScreen } from '../modules/results/components/ResultsScreen';
import { SavedSearchGuard } from '../modules/results/components/SavedSearchGuard';

/** /search/{index}: the saved search's results. */
export function SearchResults() {
  // Keyed by the search, so moving to another search starts from that search's own state.
  return <SavedSearchGuard>{(source) => <ResultsScreen key={source.id} source={source} />}</SavedSearchGuard>;
}
