import { DRAWING_COUNTRIES_WITHOUT_ORIENTATION, drawingImagePath } from '@app/shared';
import { Alert, Group, List, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatentDoc } from '../types/patentDocSchema';
import { DrawingImage } from './DrawingImage';

/** Props of DrawingsTab. */
type DrawingsTabProps = {
  /** Only what the drawings need, so the keyed popout (no sign-in) can show them from the key's answer. */
  doc: Pick<PatentDoc, 'country' | 'drawings' | 'drawingscount' | 'srcpat' | 'publicationdate'>;
};

type Orientation = 'portrait' | 'landscape';

/**
 * The drawings: how many, and the images where the drawings store has them, addressed by the SPEC §5 rules
 * (`drawingImagePath`: orientation except for CN, TW and WO documents, a page for JP ones). A document listing
 * drawings without a store key (`srcpat`) gets their list and a plain statement that the images are not here;
 * one without drawings says so.
 */
export function DrawingsTab({ doc }: DrawingsTabProps) {
  const { t } = useTranslation();
  const [orientation, setOrientation] = useState<Orientation>('portrait');
  const drawings = doc.drawings ?? [];
  const count = Math.max(doc.drawingscount ?? 0, drawings.length);
  if (count === 0) {
    return (
      <Alert
        variant="light"
        color="gray"
        icon={<IconPhotoOff size={18} aria-hidden="true" />}
        title={t('patent.drawings.none')}
      >
        {t('patent.drawings.noneText')}
      </Alert>
    );
  }
  const { srcpat, publicationdate } = doc;
  const withImages = srcpat !== undefined && publicationdate !== undefined;
  const oriented = !DRAWING_COUNTRIES_WITHOUT_ORIENTATION.includes(doc.country);
  const srcOf = (drawing: (typeof drawings)[number], index: number): string | null => {
    if (drawing.url !== undefined) return drawing.url;
    if (!withImages || drawing.file === undefined) return null;
    return drawingImagePath({
      srcpat,
      publicationdate,
      file: drawing.file,
      country: doc.country,
      orientation,
      page: index + 1,
    });
  };
  const sources = drawings.map(srcOf);
  const anyImage = sources.some((src) => src !== null);
  return (
    <Stack gap="sm" data-testid="patent-drawings">
      <Group justify="space-between">
        <Text fw={600}>{t('patent.drawings.count', { count })}</Text>
        {anyImage && oriented && (
          <SegmentedControl
            aria-label={t('patent.drawings.orientation')}
            size="xs"
            value={orientation}
            onChange={(value) => setOrientation(value as Orientation)}
            data={[
              { value: 'portrait', label: t('patent.drawings.portrait') },
              { value: 'landscape', label: t('patent.drawings.landscape') },
            ]}
          />
        )}
      </Group>
      {anyImage ? (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          {drawings.map((drawing, index) => {
            const src = sources[index];
            return src ? <DrawingImage key={drawing.id} src={src} id={drawing.id} /> : null;
          })}
        </SimpleGrid>
      ) : (
        <>
          <Alert variant="light" color="gray" icon={<IconPhotoOff size={18} aria-hidden="true" />}>
            {t('patent.drawings.imagesMissing')}
          </Alert>
          {drawings.length > 0 && (
            <List size="sm" spacing={2}>
              {drawings.map((drawing) => (
                <List.Item key={drawing.id}>
                  {t('patent.drawings.figure', { id: drawing.id })}
                  {drawing.file !== undefined && (
                    <Text span c="dimmed" fz="sm" ff="monospace">
                      {' '}
                      {drawing.file}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </Stack>
  );
}
