import { useTranslation } from 'react-i18next';
import { FrozenCompareScreen } from '../modules/frozenSets/components/FrozenCompareScreen';
import { FrozenSetGuard } from '../modules/frozenSets/components/FrozenSetGuard';
import { frozenComparePartSource } from '../modules/resultSources/frozenSetSource';

/** /frozen-sets/{id}/compare: a frozen set against a fresh run of its search. */
export function FrozenSetCompare() {
  const { t } = useTranslation();
  return (
    <FrozenSetGuard>
      {(set) => (
        <FrozenCompareScreen key={set.id} set={set} sourceFor={(part) => frozenComparePartSource(set, part, t)} />
      )}
    </FrozenSetGuard>
  );
}
