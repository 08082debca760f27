import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

/** /pdf-not-found/:ucid?: a document's PDF was asked for and does not exist. */
export function PdfNotFound() {
  const { t } = useTranslation();
  const { ucid } = useParams();
  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.PdfNotFound')}</Title>
      <Text>{ucid ? t('pages.pdfNotFound.bodyFor', { ucid }) : t('pages.pdfNotFound.body')}</Text>
      <Anchor component={Link} to="/">
        {t('app.backHome')}
      </Anchor>
    </Stack>
  );
}
