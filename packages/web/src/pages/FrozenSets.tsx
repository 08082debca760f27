import { FrozenSetsListScreen } from '../modules/frozenSets/components/FrozenSetsListScreen';

/** /frozen-sets: the user's frozen result sets (issue 22 item 5). */
export function FrozenSets() {
  return <FrozenSetsListScreen />;
}
