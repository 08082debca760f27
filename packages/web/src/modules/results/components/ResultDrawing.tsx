import { drawingByIndexPath, type SearchDoc } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultsAccess } from '../context/resultsAccess';
import { resultFields } from '../utils/resultFields';
import { NoDrawing } from './NoDrawing';

/**
 * A result's first drawing (`/api/drawings/get-image/{srcpat}/1`) where the document has drawing images; the
 * NoDrawing placeholder where it has none, or when the image cannot be fetched. Drawings are served to signed-in
 * users only, so a share link's visitor sees the placeholder.
 */
export function ResultDrawing({ doc, height }: { doc: SearchDoc; height: number }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const srcpat = typeof doc.srcpat === 'string' ? doc.srcpat : null;
  const count = typeof doc.drawingscount === 'number' ? doc.drawingscount : 0;
  const { visitor } = useResultsAccess();
  if (visitor || srcpat === null || count === 0 || failed) return <NoDrawing height={height} />;
  return (
    <img
      className="result-drawing"
      data-testid="result-drawing"
      src={drawingByIndexPath(srcpat, 1)}
      alt={t('results.drawing', { number: resultFields.number(doc) })}
      loading="lazy"
      style={{ height }}
      onError={() => setFailed(true)}
    />
  );
}
