import type { SearchDoc, SearchPayload, SearchResponse } from '@app/shared';
import type { ReactNode } from 'react';
import type { SearchStateKeyKind } from '../state/searchStateKey';

/**
 * A set of results the results and browse screens can show: a saved search, a folder … Each says how to run a
 * page of it, where its screens are, and how it is titled; everything else (state, views, filters) is shared.
 */
export type ResultSource = {
  kind: SearchStateKeyKind;
  id: number;
  /** The screen's heading ("Results of search 3", "Patents"). */
  title: string;
  /** 1 when the screen's heading is the page's; 2 inside a frame that has its own (a folder's name and tabs). */
  headingOrder?: 1 | 2;
  /** The browse screen's heading. */
  browseTitle: string;
  /** The query shown under the heading, when the set has one. */
  query: string | null;
  /** Path of the results screen and of the one-by-one screen. */
  resultsPath: string;
  browsePath: string;
  run: (payload: SearchPayload, signal?: AbortSignal) => Promise<SearchResponse>;
  /** What can be done with the ticked results (add to a folder, remove from this one …). */
  selectionActions?: (selected: readonly string[], clear: () => void) => ReactNode;
  /** Shown under each result of the list (a folder's labels, rating and comments). */
  resultExtra?: (doc: SearchDoc) => ReactNode;
};
