import type { FolderLevel } from '@app/shared';

/** A user the folder is shared with, as GET /folders/{id}/permissions lists them. */
export type UserShare = {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly level: FolderLevel;
};
/** A group the folder is shared with. */
export type GroupShare = { readonly id: number; readonly name: string; readonly level: FolderLevel };
/** Every share of a folder: what the screen edits locally and saves in one call. */
export type PermissionShares = { readonly users: readonly UserShare[]; readonly groups: readonly GroupShare[] };
/** The body of PUT /folders/{id}/permissions. */
export type PermissionsBody = {
  users: { id: number; level: FolderLevel }[];
  groups: { id: number; level: FolderLevel }[];
};

type Share = { readonly id: number; readonly level: FolderLevel };

/** The list with share `id` at `level`. */
export function setShareLevel<T extends Share>(list: readonly T[], id: number, level: FolderLevel): T[] {
  return list.map((share) => (share.id === id ? { ...share, level } : share));
}

/** The list without share `id`. */
export function removeShare<T extends Share>(list: readonly T[], id: number): T[] {
  return list.filter((share) => share.id !== id);
}

/** The list with `share` added at its end; a grantee already there keeps its place and takes the new level. */
export function addShare<T extends Share>(list: readonly T[], share: T): T[] {
  return list.some((s) => s.id === share.id) ? setShareLevel(list, share.id, share.level) : [...list, share];
}

/**
 * How many grantees `draft` treats otherwise than `saved`: added, removed or at another level. Order does not
 * count, so removing a share and adding it back at the same level leaves nothing to save.
 */
export function permissionsChangeCount(saved: PermissionShares, draft: PermissionShares): number {
  const changes = (before: readonly Share[], after: readonly Share[]) => {
    const levels = new Map(before.map((s) => [s.id, s.level]));
    const kept = after.filter((s) => levels.has(s.id)).length;
    const relevelled = after.filter((s) => levels.has(s.id) && levels.get(s.id) !== s.level).length;
    return before.length - kept + (after.length - kept) + relevelled;
  };
  return changes(saved.users, draft.users) + changes(saved.groups, draft.groups);
}

/** The PUT body for `shares`, in their order, so the server's `users.N` field errors point at rows of the draft. */
export function permissionsBody(shares: PermissionShares): PermissionsBody {
  return {
    users: shares.users.map(({ id, level }) => ({ id, level })),
    groups: shares.groups.map(({ id, level }) => ({ id, level })),
  };
}

/** Who may still be added: not shared with already and not the creator, who is admin anyway (the server refuses them). */
export function shareCandidates<T extends { readonly id: number }>(
  all: readonly T[],
  shared: readonly Share[],
  creatorId: number | null = null,
): T[] {
  const taken = new Set(shared.map((s) => s.id));
  return all.filter((item) => item.id !== creatorId && !taken.has(item.id));
}
