/**
 * The navigation entry to mark as current: the longest entry path that is the pathname or a parent of it, so
 * /search/history marks History rather than Search, and / marks Dashboard only on / itself.
 */
export function activeNavPath(pathname: string, paths: readonly string[]): string | null {
  let best: string | null = null;
  for (const path of paths) {
    const matches = path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
    if (matches && (best === null || path.length > best.length)) best = path;
  }
  return best;
}
