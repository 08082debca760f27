import type { ListDisplayOption, TableColumnName } from './display-options';

/**
 * The stored fields the result views (list, table, thumbnails, split) read: numbers, titles, dates, names,
 * classifications, families, citations, flags and drawings. Claims and descriptions are left out: they are most of
 * a stored document, and a page shows them only where `resultPageFields` adds them.
 */
export const RESULT_VIEW_FIELDS = [
  'publicationnumber',
  'country',
  'kindcode',
  'type',
  'language',
  'titles',
  'abstracts',
  'applicationnumber',
  'publicationdate',
  'applicationdate',
  'earliestprioritydate',
  'expectedexpirydate',
  'earliestprioritycountry',
  'assignees_name_probable',
  'assignees_name_original',
  'ultimate_owner',
  'inventors_name_normalized',
  'agents_name_normalized',
  'examiners',
  'classifications',
  'ipcrvalues',
  'cpcvalues',
  'usclassifications',
  'loclassifications',
  'jpfivalues',
  'jpftvalues',
  'familydata',
  'citedby',
  'citations',
  'seps',
  'fdaexists',
  'pending',
  'srcpat',
  'drawingscount',
] as const;

/** List options and table columns that show the first claim. */
const FIRST_CLAIM_SHOWN_BY: ReadonlySet<string> = new Set<ListDisplayOption | TableColumnName>([
  'claims',
  'firstclaim',
]);
/** List options and table columns that count claims, which needs the claims themselves. */
const CLAIMS_COUNTED_BY: ReadonlySet<string> = new Set<ListDisplayOption | TableColumnName>([
  'counts',
  'claimscount',
  'independentclaimscount',
]);

/**
 * The `fl` of a page of results: the fields the views read, plus the first claim or all claims where a list option
 * or table column shows or counts them, and all claims in the split view (it shows the active document's claims).
 * The list and table options count together, so switching between those views needs no new request.
 */
export function resultPageFields(view: {
  split: boolean;
  listOptions: readonly ListDisplayOption[];
  tableColumns: readonly TableColumnName[];
}): string[] {
  const chosen = [...view.listOptions, ...view.tableColumns];
  const fields: string[] = [...RESULT_VIEW_FIELDS];
  if (chosen.some((name) => FIRST_CLAIM_SHOWN_BY.has(name))) fields.push('firstclaims');
  if (view.split || chosen.some((name) => CLAIMS_COUNTED_BY.has(name))) fields.push('claims');
  return fields;
}
