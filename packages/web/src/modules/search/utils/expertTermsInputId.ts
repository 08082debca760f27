/** Prefix of the ids of the expert rows' terms inputs, by which the search screen finds the row of a focused input. */
export const EXPERT_TERMS_ID_PREFIX = 'expert-terms-';

/** The DOM id of an expert row's terms input (focused when a row is added, written to by the operator reference). */
export function expertTermsInputId(rowId: string): string {
  return `${EXPERT_TERMS_ID_PREFIX}${rowId}`;
}
