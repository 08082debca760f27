/** The tabs of the patent document screen, in the order shown. */
export const PATENT_TABS = ['overview', 'claims', 'description', 'drawings', 'citations', 'family', 'legal'] as const;

/** One tab of the patent document screen; also the value of its `?tab=` query parameter. */
export type PatentTab = (typeof PATENT_TABS)[number];
