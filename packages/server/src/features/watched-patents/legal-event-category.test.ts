import type { LegalEventCategory } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { legalEventCategory } from './legal-event-category';

// Codes and descriptions as the readers give them from shared/data: INPADOC events of the OPS family and legal
// answers, EP Register steps, and USPTO file-wrapper transactions of the ODP answers.
const REAL_EVENTS: [code: string, description: string, category: LegalEventCategory][] = [
  ['EP GRAA', '(EXPECTED) GRANT', 'grant'],
  ['US STCF', 'INFORMATION ON STATUS: PATENT GRANT', 'grant'],
  ['EPG/', 'Recordation of Patent eGrant', 'grant'],
  ['PGM/', 'Recordation of Patent Grant Mailed', 'grant'],
  [
    'EP PG25',
    'LAPSED IN A CONTRACTING STATE [ANNOUNCED VIA POSTGRANT INFORMATION FROM NATIONAL OFFICE TO EPO]',
    'lapse',
  ],
  ['EP BERE', 'BE: LAPSED', 'lapse'],
  ['EP GBPC', 'GB: EUROPEAN PATENT CEASED THROUGH NON-PAYMENT OF RENEWAL FEE', 'lapse'],
  ['EP EN', 'FR: TRANSLATION NOT FILED', 'lapse'],
  ['CA FZDE', 'DISCONTINUED', 'lapse'],
  // Negations and steps that only mention the word.
  ['EP 26N', 'NO OPPOSITION FILED', 'other'],
  ['EP PLBE', 'NO OPPOSITION FILED WITHIN TIME LIMIT', 'other'],
  ['EP INTG', 'INTENTION TO GRANT ANNOUNCED', 'other'],
  ['EP GRAS', 'GRANT FEE PAID', 'other'],
  ['EP GRAH', 'DESPATCH OF COMMUNICATION OF INTENTION TO GRANT A PATENT', 'other'],
  ['EP RIC1', 'INFORMATION PROVIDED ON IPC CODE ASSIGNED BEFORE GRANT', 'other'],
  ['EP STAA', 'INFORMATION ON THE STATUS OF AN EP PATENT APPLICATION OR GRANTED EP PATENT', 'other'],
  ['EPG_NTF', 'Patent eGrant Notification', 'other'],
  ['MEPG_NTF', 'Mail Patent eGrant Notification', 'other'],
  ['P014', 'Record Petition Decision of Granted to Make Entity Status large', 'other'],
  [
    'EP PGFP',
    'ANNUAL FEE PAID TO NATIONAL OFFICE  [ANNOUNCED VIA POSTGRANT INFORMATION FROM NATIONAL OFFICE TO EPO]',
    'other',
  ],
  ['US MAFP', 'MAINTENANCE FEE PAYMENT', 'other'],
  ['EP REG', 'REFERENCE TO A NATIONAL CODE', 'other'],
  ['R079', 'klassifikationsaenderung', 'other'],
];

// Events the sample corpus lacks, as INPADOC and the USPTO word them.
const OTHER_OFFICE_EVENTS: [code: string, description: string, category: LegalEventCategory][] = [
  ['EP 26', 'OPPOSITION FILED', 'opposition'],
  ['EP PLBI', 'OPPOSITION FILED', 'opposition'],
  ['EP RVOP', 'PATENT REVOKED', 'opposition'],
  ['GB PE20', 'PATENT EXPIRED AFTER TERMINATION OF 20 YEARS', 'expiry'],
  ['US FP', 'LAPSED DUE TO FAILURE TO PAY MAINTENANCE FEE', 'lapse'],
  ['US EXP.', 'Patent Expired for Failure to Pay Maintenance Fees', 'lapse'],
  ['EP 18D', 'APPLICATION DEEMED TO BE WITHDRAWN', 'lapse'],
];

describe('legalEventCategory', () => {
  it.each([...REAL_EVENTS, ...OTHER_OFFICE_EVENTS])('%s %s is %s', (code, description, category) => {
    expect(legalEventCategory({ code, description })).toBe(category);
  });
});
