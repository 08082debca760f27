import { SavedSearchGuard } from '../modules/resultSources/SavedSearchGuard';
import { ResultsScreen } from '../modules/results/components/ResultsScreen';

/** /search/{index}: the saved search's results. */
export function SearchResults() {
  // Keyed by the search, so moving to another search starts from that search's own state.
  return <SavedSearchGuard>{(source) => <ResultsScreen key={source.id} source={source} />}</SavedSearchGuard>;
}
