import { formatUsApplicationNumber, hasUsFileHistory, parseUsApplicationNumber } from '@app/shared';

/** USPTO Patent Center's image file wrapper (the file history) of one application. */
const PATENT_CENTER = 'https://patentcenter.uspto.gov/applications';

/** What the file history link needs of a document. */
type FileHistoryInput = {
  country: string;
  publicationdate?: number | undefined;
  applicationnumber?: string | undefined;
};

/**
 * The US file history address of a document, or null when there is none to show: SPEC §5 allows it only for US
 * publications dated 1999-01-01 or later, and Patent Center needs the series code, which old DOCDB-style numbers
 * (year and serial only) lack.
 */
export function usFileHistoryUrl(doc: FileHistoryInput): string | null {
  if (!hasUsFileHistory(doc.country, doc.publicationdate) || doc.applicationnumber === undefined) return null;
  const number = parseUsApplicationNumber(doc.applicationnumber);
  const digits = number === null ? null : formatUsApplicationNumber(number, 'digits');
  return digits === null ? null : `${PATENT_CENTER}/${digits}/ifw/docs`;
}
