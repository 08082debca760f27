import { Alert } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { corpusStatusQuery } from '../queries/corpusStatusQuery';

/**
 * Says, on every signed-in screen, that the patents shown are the generated demo corpus, so nobody takes a
 * synthetic document for a real one. Shows nothing for real data, or while the status is unknown.
 */
export function SyntheticDataBanner() {
  const { t } = useTranslation();
  const { data } = useQuery(corpusStatusQuery);
  if (!data?.synthetic) return null;
  return (
    <Alert
      role="status"
      variant="light"
      color="yellow"
      mb="md"
      icon={<IconFlask size={18} aria-hidden="true" />}
      title={t('corpus.syntheticTitle')}
      data-testid="synthetic-data-banner"
    >
      {t('corpus.syntheticText', { documents: data.documents.toLocaleString('en') })}
    </Alert>
  );
}
