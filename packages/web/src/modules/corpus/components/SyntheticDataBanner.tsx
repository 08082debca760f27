import { IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { corpusStatusQuery } from '../queries/corpusStatusQuery';
import { CorpusBanner } from './CorpusBanner';

/**
 * Says, on every signed-in screen, that the patents shown are the generated demo corpus, so nobody takes a
 * synthetic document for a real one. Shows nothing for real data, or while the status is unknown.
 */
export function SyntheticDataBanner() {
  const { t } = useTranslation();
  const { data } = useQuery(corpusStatusQuery);
  if (!data?.synthetic) return null;
  return (
    <CorpusBanner color="yellow" icon={IconFlask} title={t('corpus.syntheticTitle')} testId="synthetic-data-banner">
      {t('corpus.syntheticText', { documents: data.documents.toLocaleString('en') })}
    </CorpusBanner>
  );
}
