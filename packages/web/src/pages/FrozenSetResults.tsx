import { useTranslation } from 'react-i18next';
import { FrozenSetGuard } from '../modules/frozenSets/components/FrozenSetGuard';
import { frozenSetSource } from '../modules/resultSources/frozenSetSource';
import { ResultsScreen } from '../modules/results/components/ResultsScreen';

/** /frozen-sets/{id}: a frozen set's hits in the result views, as they were frozen. */
export function FrozenSetResults() {
  const { t } = useTranslation();
  return <FrozenSetGuard>{(set) => <ResultsScreen key={set.id} source={frozenSetSource(set, t)} />}</FrozenSetGuard>;
}
