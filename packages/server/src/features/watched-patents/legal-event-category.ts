// What a legal event means to someone watching a patent. Sources word events differently (INPADOC codes with upper
// case descriptions, EP Register steps, USPTO file-wrapper transactions), so the category is read from the code
// first and the description second. Negations come first: "NO OPPOSITION FILED" is not an opposition, an expiry
// "due to non-payment" is a lapse, an "intention to grant" or a "grant fee paid" is not yet the grant.

import type { LegalEventCategory } from '@app/shared';

/** INPADOC and USPTO codes whose meaning the description does not always carry (the code without its office). */
const CODES: Readonly<Record<string, LegalEventCategory>> = {
  // EP: opposition filed (26, PLBI), revoked after opposition (PLAB, RVOP, 27O).
  '26': 'opposition',
  PLBI: 'opposition',
  PLAB: 'opposition',
  RVOP: 'opposition',
  // EP: the B publication, "(EXPECTED) GRANT".
  GRAA: 'grant',
  // EP: lapsed in a contracting state, ceased through non-payment; US: lapsed for failure to pay maintenance fees.
  PG25: 'lapse',
  GBPC: 'lapse',
  FP: 'lapse',
  'EXP.': 'lapse',
  // GB: expired after twenty years.
  PE20: 'expiry',
};

const NOT_AN_OPPOSITION = /\bNO OPPOSITION\b/;
const OPPOSITION = /\bOPPOSITION\b|\bOPPOSED\b|\bREVOKED\b|\bREVOCATION\b|\bEINSPRUCH\b/;
const LAPSE =
  /\bLAPSE|\bCEASED\b|NON-?PAYMENT|NONPAYMENT|FAILURE TO PAY|\bNOT PAID\b|TRANSLATION NOT FILED|\bABANDON|\bWITHDRAWN\b|\bDISCONTINU|\bREFUSED\b|\bERLOSCHEN|\bERLÖSCHEN/;
const EXPIRY = /\bEXPIR(?:Y|ED|ES|ATION)\b|\bEND OF TERM\b/;
// The grant itself: "(EXPECTED) GRANT", "PATENT GRANT", "Recordation of Patent eGrant"; not "before grant" or a fee.
const GRANT = /^\(EXPECTED\) GRANT\b|\bPATENT (?:E?GRANT|GRANTED|ISSUED)\b|^GRANT(?:ED)?\b(?! FEE)/;
// Steps towards the grant, and the notices sent about it, are not the grant itself (one grant, one event).
const NOT_THE_GRANT = /INTENTION TO GRANT|GRANT FEE|PETITION|NOTICE OF ALLOWANCE|NOTIFICATION|^MAIL\b/;

/** The event's category: grant, lapse, opposition or expiry where its code or description says so, else other. */
export function legalEventCategory(event: { readonly code: string; readonly description: string }): LegalEventCategory {
  // INPADOC codes are written with their office (`EP PG25`); the code alone decides where it is known.
  const bare = event.code.trim().toUpperCase().split(/\s+/).at(-1) ?? '';
  const known = CODES[bare];
  if (known !== undefined) return known;
  const text = event.description.toUpperCase();
  if (OPPOSITION.test(text) && !NOT_AN_OPPOSITION.test(text)) return 'opposition';
  if (LAPSE.test(text)) return 'lapse';
  if (EXPIRY.test(text)) return 'expiry';
  if (GRANT.test(text) && !NOT_THE_GRANT.test(text)) return 'grant';
  return 'other';
}
