import { Center, Image, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of DrawingImage. */
type DrawingImageProps = {
  src: string;
  id: string;
};

/** One drawing; when the image cannot be fetched, a labelled placeholder instead of a broken-image icon. */
export function DrawingImage({ src, id }: DrawingImageProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const label = t('patent.drawings.figure', { id });
  return (
    <Paper withBorder p="xs" component="figure" m={0}>
      {failed ? (
        <Center h={180}>
          <Text c="dimmed" fz="sm">
            {t('patent.drawings.imageFailed')}
          </Text>
        </Center>
      ) : (
        <Image src={src} alt={label} h={180} fit="contain" loading="lazy" onError={() => setFailed(true)} />
      )}
      <Text component="figcaption" fz="xs" c="dimmed" ta="center" mt={4}>
        {label}
      </Text>
    </Paper>
  );
}
