import type {
  GroupingMethod,
  SearchDoc,
  SearchFilters,
  SearchPayload,
  SearchResponse,
  ShareFieldGroup,
} from '@app/shared';
import type { ReactNode } from 'react';
import type { SearchStateKeyKind } from '../state/searchStateKey';

/**
 * A set of results the results and browse screens can show: a saved search, a folder … Each says how to run a
 * page of it, where its screens are, and how it is titled; everything else (state, views, filters) is shared.
 */
export type ResultSource = {
  kind: SearchStateKeyKind;
  /** The set's id in its kind (a search's index, a folder's id, an alert run's key). */
  id: number | string;
  /** The screen's heading ("Results of search 3", "Patents"). */
  title: string;
  /** 1 when the screen's heading is the page's; 2 inside a frame that has its own (a folder's name and tabs). */
  headingOrder?: 1 | 2;
  /** The browse screen's heading. */
  browseTitle: string;
  /** The query shown under the heading, when the set has one. */
  query: string | null;
  /** Path of the results screen. */
  resultsPath: string;
  /** Path of the one-by-one screen; absent for a set that has no browse route (the patent list), so no link shows. */
  browsePath?: string;
  run: (payload: SearchPayload, signal?: AbortSignal) => Promise<SearchResponse>;
  /** What can be done with the ticked results (add to a folder, remove from this one …). */
  selectionActions?: (selected: readonly string[], clear: () => void) => ReactNode;
  /** What can be done with the whole set as shown (its query and filters): add all of it to a folder. */
  setActions?: (set: ShownSet) => ReactNode;
  /** Shown on the results screen under its heading, above the results (a watched-patents run's changes). */
  intro?: ReactNode;
  /** Whether the screen offers a query run inside the set (folders, the patent list). */
  subQuery?: boolean;
  /** Shown under each result of the list (a folder's labels, rating and comments). */
  resultExtra?: (doc: SearchDoc) => ReactNode;
  /**
   * How the set opens the first time, over the user's preferences: an alert run opens grouped as its alert says
   * and with the alert's highlighting scheme switched on (SPEC §4). Later visits keep what the user changed.
   */
  opensWith?: { grouping?: GroupingMethod; highlightingScheme?: number };
  /**
   * Set on a share link's screens: the visitor sees the same views read-only, with only the link's field groups
   * (`fields`, null for all) to sort by, and nothing that needs a session.
   */
  visitor?: { fields: readonly ShareFieldGroup[] | null };
  /**
   * A fixed, ordered list that is shown as it was kept (a frozen result set): no filters, sort, grouping, sub-query
   * or highlighting to change, only the view and the page size.
   */
  fixedList?: boolean;
};

/** The set a results screen shows: how many results, and the query and filters that made it. */
export type ShownSet = {
  total: number;
  q?: string;
  filters: SearchFilters;
  grouping?: GroupingMethod;
  /** The sort the results are shown in. */
  sort?: string;
};
