import { expectedExpiry, type PatentDocument } from '@app/shared';

/**
 * Fills in the expected expiry (and its one-sentence explanation) of a document whose reader did not: most sources
 * give the filing and grant dates but no expiry. The statutory term is used, plus the patent term adjustment when a
 * source stated one (`termadjustmentdays`); a reader that knows more (USPTO ODP: parents, lapses) sets the expiry
 * itself.
 */
export function withExpectedExpiry(doc: PatentDocument): PatentDocument {
  if (doc.expectedexpirydate !== undefined || doc.expectedexpiryexplanation !== undefined) return doc;
  const grantDate = doc.grantdate ?? (doc.grant ? doc.publicationdate : undefined);
  const expiry = expectedExpiry({
    country: doc.country,
    kind: doc.kindcode,
    filingDate: doc.applicationdate ?? null,
    grantDate: grantDate ?? null,
    termAdjustmentDays: doc.termadjustmentdays ?? 0,
  });
  return {
    ...doc,
    ...(expiry.date !== null ? { expectedexpirydate: expiry.date } : {}),
    expectedexpiryexplanation: expiry.explanation,
  };
}
