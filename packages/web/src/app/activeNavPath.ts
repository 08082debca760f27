/**
 * Screens whose path sits under another section's: an export's own page lives at /search/exports/{id} (SPEC §2)
 * but belongs with the Exports list, not with Search.
 */
const NAV_SECTION_OF: readonly (readonly [prefix: string, navPath: string])[] = [['/search/exports/', '/exports']];

/**
 * The navigation entry to mark as current: the longest entry path that is the pathname or a parent of it, so
 * /search/history marks History rather than Search, and / marks Dashboard only on / itself.
 */
export function activeNavPath(pathname: string, paths: readonly string[]): string | null {
  const section = NAV_SECTION_OF.find(([prefix, navPath]) => pathname.startsWith(prefix) && paths.includes(navPath));
  if (section) return section[1];
  let best: string | null = null;
  for (const path of paths) {
    const matches = path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
    if (matches && (best === null || path.length > best.length)) best = path;
  }
  return best;
}
