import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Stands where a drawing would be when a document has no drawing images: an empty box would look broken. */
export function NoDrawing({ height }: { height: number }) {
  const { t } = useTranslation();
  return (
    <div className="no-drawing" style={{ height }} data-testid="no-drawing">
      <IconPhotoOff size={Math.min(32, height / 3)} stroke={1.4} aria-hidden="true" />
      <span>{t('results.noDrawing')}</span>
    </div>
  );
}
