import { API_BASE_PATH } from '../constants';
import { isValidYyyymmdd, type Yyyymmdd } from './patent-dates';

// SPEC §5 rules for links out of a patent document: drawing image paths (SPEC §7 calls) and the US file history.

/** Offices whose drawing images carry no orientation (SPEC §5). */
export const DRAWING_COUNTRIES_WITHOUT_ORIENTATION: readonly string[] = ['CN', 'TW', 'WO'];
/** Publications from this date on have a US file history to show (SPEC §5). */
export const US_FILE_HISTORY_FROM: Yyyymmdd = 19990101;

/** What `drawingImagePath` needs. */
export type DrawingImageRequest = {
  /** The document's `srcpat`. */
  srcpat: string;
  /** The document's publication date, YYYYMMDD. */
  publicationdate: Yyyymmdd;
  /** Image file name. */
  file: string;
  /** Office of the document; decides whether orientation and page are added. */
  country: string;
  /** Image orientation as the viewer asks for it; left out for CN, TW and WO documents. */
  orientation?: string;
  /** Page of a multi-page image; added for JP documents only (default 1). */
  page?: number;
};

/** `GET /api/drawings/image/{srcpat}/{publicationdate}/{file}[/{page}][?orientation=]` for one drawing (SPEC §5, §7). */
export function drawingImagePath(request: DrawingImageRequest): string {
  const country = request.country.toUpperCase();
  const segments = [request.srcpat, String(request.publicationdate), request.file].map(encodeURIComponent);
  let path = `${API_BASE_PATH}/drawings/image/${segments.join('/')}`;
  if (country === 'JP') path += `/${request.page ?? 1}`;
  if (request.orientation !== undefined && !DRAWING_COUNTRIES_WITHOUT_ORIENTATION.includes(country)) {
    path += `?orientation=${encodeURIComponent(request.orientation)}`;
  }
  return path;
}

/** `GET /api/drawings/get-image/{srcpat}/{n}`: the n-th drawing of a document (SPEC §7). */
export function drawingByIndexPath(srcpat: string, n: number): string {
  return `${API_BASE_PATH}/drawings/get-image/${encodeURIComponent(srcpat)}/${n}`;
}

/** SPEC §5: a US file history is shown only for US publications dated 1999-01-01 or later. */
export function hasUsFileHistory(country: string, publicationdate: Yyyymmdd | null | undefined): boolean {
  return country.toUpperCase() === 'US' && isValidYyyymmdd(publicationdate) && publicationdate >= US_FILE_HISTORY_FROM;
}
