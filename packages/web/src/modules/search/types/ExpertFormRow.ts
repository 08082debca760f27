import type { ExpertRow } from '@app/query';

/** A row of the expert search form: the query package's row plus a stable id for React and focus. */
export type ExpertFormRow = ExpertRow & { readonly id: string };
