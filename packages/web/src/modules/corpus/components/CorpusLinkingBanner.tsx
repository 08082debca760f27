import { Alert } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { corpusStatusQuery } from '../queries/corpusStatusQuery';

/**
 * Says, while an interrupted ingest's documents still wait for their families and forward citations, that family
 * groups and citation counts may be incomplete: a searcher must not take a half-linked count for a real one.
 */
export function CorpusLinkingBanner() {
  const { t } = useTranslation();
  const { data } = useQuery(corpusStatusQuery);
  if (data === undefined || data.linked) return null;
  return (
    <Alert
      role="status"
      variant="light"
      color="orange"
      mb="md"
      icon={<IconLink size={18} aria-hidden="true" />}
      title={t('corpus.linkingTitle')}
      data-testid="corpus-linking-banner"
    >
      {t('corpus.linkingText')}
    </Alert>
  );
}
