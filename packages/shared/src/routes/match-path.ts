/** Params captured from a path, by name. Optional params that were absent are left out. */
export type PathParams = Record<string, string>;

/**
 * Matches a pathname against a React Router style pattern (`/a/:b/:c?`). Returns the params, or
 * null. A trailing slash on the pathname is ignored; params never match an empty segment.
 */
export function matchPath(pattern: string, pathname: string): PathParams | null {
  const want = splitPath(pattern);
  const have = splitPath(pathname);
  const params: PathParams = {};
  let i = 0;
  for (const segment of want) {
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(1, -1) : segment.slice(1);
    const value = have[i];
    if (segment.startsWith(':')) {
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      params[name] = safeDecode(value);
      i++;
    } else {
      if (value !== segment) return null;
      i++;
    }
  }
  return i === have.length ? params : null;
}

/** Fills a pattern's params; optional params without a value are dropped. */
export function fillPath(pattern: string, params: PathParams): string {
  const parts = splitPath(pattern).flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(1, -1) : segment.slice(1);
    const value = params[name];
    if (value === undefined) {
      if (optional) return [];
      throw new Error(`Missing param ${name} for ${pattern}`);
    }
    return [encodeURIComponent(value)];
  });
  return `/${parts.join('/')}`;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
