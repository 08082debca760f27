// Linking in bounded memory: families and forward citations of an ingest chunk against the committed index, and
// relinking a committed index after an interrupted ingest.

export { type LinkSlice, linkSliceOf } from './keys';
export type { DocumentLinks } from './link-table';
export { type LinkPlan, type LinkStats, planLinks } from './plan';
export { linkingUnfinished, type RelinkOptions, type RelinkProgress, relinkIndex, UNLINKED_USER_DATA } from './relink';
