import type { SearchRecord } from '@app/shared';
import type { AppContext } from '../../context';
import type { UserRecord } from '../users/users.repository';
import { presentSearch } from './search.presenter';
import { listSearchesByUser } from './searches.repository';

/** The user's saved searches (their strategies), newest first. */
export async function listSearches(ctx: AppContext, user: UserRecord): Promise<SearchRecord[]> {
  return (await listSearchesByUser(ctx.db, user.id)).map(presentSearch);
}
