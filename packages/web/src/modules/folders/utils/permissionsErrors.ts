import type { PermissionShares } from './permissionsDraft';

/** One problem the server found in a save: `name` is the row it is about, null when it is about the whole list. */
export type PermissionsProblem = { readonly key: string; readonly name: string | null; readonly messages: string[] };

/**
 * The server's field errors of a PUT /folders/{id}/permissions (`users.0.id`, `groups.2.level`, `users`) tied to
 * the rows they are about. Indexes count in the body that was sent, so `sent` must be the shares of that save.
 */
export function permissionsProblems(
  fields: Readonly<Record<string, readonly string[]>>,
  sent: PermissionShares,
): PermissionsProblem[] {
  return Object.entries(fields).map(([key, messages]) => {
    const row = /^(users|groups)\.(\d+)(?:\.|$)/.exec(key);
    const share = row ? sent[row[1] === 'users' ? 'users' : 'groups'][Number(row[2])] : undefined;
    return { key, name: share?.name ?? null, messages: [...messages] };
  });
}
