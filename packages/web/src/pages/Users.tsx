import { useParams, useSearchParams } from 'react-router';
import { UsersScreen } from '../modules/users/components/UsersScreen';
import { parseUsersRoute } from '../modules/users/utils/usersRoute';
import { NotFound } from '../ui/NotFound';

/** /users/{query}?q=… (admins; the route guard shows NotFound to everyone else). */
export function Users() {
  const [searchParams] = useSearchParams();
  const route = parseUsersRoute(useParams().query, searchParams);
  return route ? <UsersScreen route={route} /> : <NotFound />;
}
