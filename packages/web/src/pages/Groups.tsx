import { GroupsScreen } from '../modules/groups/components/GroupsScreen';

/** /groups/{query}. */
export function Groups() {
  return <GroupsScreen />;
}
