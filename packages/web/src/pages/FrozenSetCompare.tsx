import { FrozenCompareScreen } from '../modules/frozenSets/components/FrozenCompareScreen';
import { FrozenSetGuard } from '../modules/frozenSets/components/FrozenSetGuard';

/** /frozen-sets/{id}/compare: a frozen set against a fresh run of its search. */
export function FrozenSetCompare() {
  return <FrozenSetGuard>{(set) => <FrozenCompareScreen key={set.id} set={set} />}</FrozenSetGuard>;
}
