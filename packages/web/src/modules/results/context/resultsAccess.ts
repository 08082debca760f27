import { createContext, useContext } from 'react';

/**
 * What the result views may lead to. A signed-in user's results open each document's page and show what the user
 * keeps about it (pinned folders, custom fields, drawings); a share link's visitor sees the same views read-only:
 * each document opens in the link's own one-by-one screen and nothing leads into the private app (SPEC §2 share
 * routes).
 */
export type ResultsAccess = {
  /** True on a share link: no private calls, no links into the app. */
  visitor: boolean;
  /** Where a result's title leads. */
  documentTo: (ucid: string) => string;
  /** The saved search the results are of, whose match the split view explains; absent for other sets. */
  explainSearch?: number;
};

/** The signed-in default: a result opens its document page. */
export const SIGNED_IN_ACCESS: ResultsAccess = {
  visitor: false,
  documentTo: (ucid) => `/patent/${encodeURIComponent(ucid)}`,
};

export const ResultsAccessContext = createContext<ResultsAccess>(SIGNED_IN_ACCESS);

/** The access of the results screen around the calling component. */
export function useResultsAccess(): ResultsAccess {
  return useContext(ResultsAccessContext);
}
