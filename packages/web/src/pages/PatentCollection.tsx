import { PatentListScreen } from '../modules/patentList/components/PatentListScreen';

/** /patent-collection: the user's own patent list across searches. */
export function PatentCollection() {
  return <PatentListScreen />;
}
