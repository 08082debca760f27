import { IconLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { corpusStatusQuery } from '../queries/corpusStatusQuery';
import { CorpusBanner } from './CorpusBanner';

/**
 * Says, while an interrupted ingest's documents still wait for their families and forward citations, that family
 * groups and citation counts may be incomplete: a searcher must not take a half-linked count for a real one.
 */
export function CorpusLinkingBanner() {
  const { t } = useTranslation();
  const { data } = useQuery(corpusStatusQuery);
  if (data === undefined || data.linked) return null;
  return (
    <CorpusBanner color="orange" icon={IconLink} title={t('corpus.linkingTitle')} testId="corpus-linking-banner">
      {t('corpus.linkingText')}
    </CorpusBanner>
  );
}
