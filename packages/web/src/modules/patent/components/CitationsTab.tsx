import { CITATION_CATEGORIES } from '@app/shared';
import { Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCitedDocuments } from '../hooks/useCitedDocuments';
import { useRelatedDocuments } from '../hooks/useRelatedDocuments';
import type { PatentDoc } from '../types/patentDocSchema';
import type { TextPreference } from '../utils/pickText';
import { BackwardCitationsTable } from './BackwardCitationsTable';
import { CategoryLegend } from './CategoryLegend';
import { ForwardCitationsTable } from './ForwardCitationsTable';
import { LookupStatus } from './LookupStatus';
import { NplCitationsTable } from './NplCitationsTable';
import { SectionCard } from './SectionCard';

/** Props of CitationsTab. */
type CitationsTabProps = {
  doc: PatentDoc;
  preference: TextPreference;
};

const NO_PATENTS: never[] = [];

/** Backward citations (patents with categories and phase, then literature) and forward citations. */
export function CitationsTab({ doc, preference }: CitationsTabProps) {
  const { t } = useTranslation();
  const patents = doc.citations?.patents ?? NO_PATENTS;
  const npl = doc.citations?.npl ?? [];
  const cited = useCitedDocuments(patents);
  const [onlyInIndex, setOnlyInIndex] = useState(false);
  const held = cited.matches.filter((ucids) => ucids.length > 0).length;
  const citing = useRelatedDocuments(doc.citedbyUcids);
  const used = CITATION_CATEGORIES.filter((category) =>
    [...patents, ...npl].some((citation) => citation.categories?.includes(category)),
  );
  return (
    <Stack gap="md">
      <SectionCard
        title={t('patent.citations.backward')}
        aside={t('patent.citations.backwardCount', { count: patents.length })}
        testId="citations-backward"
      >
        {patents.length === 0 ? (
          <Text c="dimmed">{t('patent.citations.noneBackward')}</Text>
        ) : (
          <>
            <LookupStatus loading={cited.loading} failed={cited.failed} />
            {held > 0 && (
              <Switch
                label={t('patent.citations.onlyInIndex', { count: held })}
                checked={onlyInIndex}
                onChange={(event) => setOnlyInIndex(event.currentTarget.checked)}
              />
            )}
            <BackwardCitationsTable
              citations={patents}
              cited={cited}
              preference={preference}
              onlyInIndex={onlyInIndex}
            />
          </>
        )}
      </SectionCard>
      <SectionCard title={t('patent.citations.npl')} aside={String(npl.length)} testId="citations-npl">
        {npl.length === 0 ? (
          <Text c="dimmed">{t('patent.citations.noneNpl')}</Text>
        ) : (
          <NplCitationsTable citations={npl} />
        )}
      </SectionCard>
      <CategoryLegend categories={used} />
      <SectionCard
        title={t('patent.citations.forward')}
        aside={String(doc.citedbyUcids.length)}
        testId="citations-forward"
      >
        {doc.citedbyUcids.length === 0 ? (
          <Text c="dimmed">{t('patent.citations.noneForward')}</Text>
        ) : (
          <>
            <LookupStatus loading={citing.loading} failed={citing.failed} />
            <ForwardCitationsTable ucids={doc.citedbyUcids} citing={citing} preference={preference} />
          </>
        )}
      </SectionCard>
    </Stack>
  );
}
