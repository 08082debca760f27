import { isDemoDocument, renderDemoDrawing } from '@app/ingest';
import { AppError } from '@app/shared';
import type { PatentIndex } from '../../search-index/patent-index';

// Drawing images (SPEC §7 `/api/drawings/…`). No drawings store holds real documents' images yet; the synthetic
// demo corpus's drawings are rendered from their file names on request (`renderDemoDrawing`), deterministic and
// cheap, instead of storing tens of thousands of files. A document is found by its drawings store key (`srcpat`,
// which the demo corpus sets to the publication number), and only files it lists are drawn.

/** A store key as documents write it: office and number, letters and digits only (so it is safe in a query). */
const SRCPAT = /^[A-Z]{2}[0-9A-Z]{1,30}$/i;

const NO_IMAGES = 'No drawing images are stored for this document.';

type DrawingDoc = { files: string[]; publicationdate: number | null };

async function drawingDoc(index: PatentIndex, srcpat: string): Promise<DrawingDoc | null> {
  if (!SRCPAT.test(srcpat)) return null;
  const result = await index.search({
    query: `PN=${srcpat}`,
    rows: 5,
    groupBy: 'none',
    fl: ['srcpat', 'drawings', 'publicationdate', 'provenance'],
  });
  const hit = result.hits.find((h) => h.fields.srcpat === srcpat);
  if (!hit || !isDemoDocument(hit.fields as { provenance?: { format?: string } })) return null;
  const drawings = (hit.fields.drawings as { file?: string }[] | undefined) ?? [];
  const date = Number(hit.fields.publicationdate);
  return {
    files: drawings.flatMap((d) => (typeof d.file === 'string' ? [d.file] : [])),
    publicationdate: Number.isFinite(date) ? date : null,
  };
}

function svgOf(file: string | undefined, orientation: string | undefined): string {
  const svg =
    file === undefined ? null : renderDemoDrawing(file, orientation === 'landscape' ? 'landscape' : 'portrait');
  if (svg === null) throw new AppError('NOT_FOUND', { message: NO_IMAGES });
  return svg;
}

/** The SVG of drawing `n` (from 1) of the document stored under `srcpat`; 404 when there is none. */
export async function drawingByIndex(index: PatentIndex, srcpat: string, n: number): Promise<string> {
  const doc = await drawingDoc(index, srcpat);
  return svgOf(doc?.files[n - 1], undefined);
}

/** The SVG of drawing `file` of the document stored under `srcpat` published on `publicationdate`; else 404. */
export async function drawingByFile(
  index: PatentIndex,
  request: { srcpat: string; publicationdate: string; file: string; orientation?: string | undefined },
): Promise<string> {
  const doc = await drawingDoc(index, request.srcpat);
  const listed = doc !== null && doc.publicationdate === Number(request.publicationdate);
  return svgOf(listed && doc.files.includes(request.file) ? request.file : undefined, request.orientation);
}
