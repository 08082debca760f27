import { expectedExpiry, type PatentDocument } from '@app/shared';

/**
 * Fills in the expected expiry (and its one-sentence explanation) of a document whose reader did not: most sources
 * give the filing and grant dates but no expiry. Term adjustments and extensions are only known to the readers of
 * sources that state them (USPTO ODP), which set the expiry themselves; here the statutory term is used.
 */
export function withExpectedExpiry(doc: PatentDocument): PatentDocument {
  if (doc.expectedexpirydate !== undefined || doc.expectedexpiryexplanation !== undefined) return doc;
  const grantDate = doc.grantdate ?? (doc.grant ? doc.publicationdate : undefined);
  const expiry = expectedExpiry({
    country: doc.country,
    kind: doc.kindcode,
    filingDate: doc.applicationdate ?? null,
    grantDate: grantDate ?? null,
  });
  return {
    ...doc,
    ...(expiry.date !== null ? { expectedexpirydate: expiry.date } : {}),
    expectedexpiryexplanation: expiry.explanation,
  };
}
