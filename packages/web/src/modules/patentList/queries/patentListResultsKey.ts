/**
 * The query-key prefix of every run of the patent list through the results views (useSearchRun keys runs by the
 * source's kind and id), so a change to the list can refresh each page and view of it at once.
 */
export const PATENT_LIST_RESULTS_KEY = ['results', 'run', 'listed_patents'] as const;
