import { PatentListScreen } from '../modules/patentList/components/PatentListScreen';
import { patentListSource } from '../modules/resultSources/patentListSource';

/** /patent-collection: the user's own patent list across searches. */
export function PatentCollection() {
  return <PatentListScreen sourceFor={patentListSource} />;
}
