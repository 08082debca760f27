import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelatedDocuments } from '../hooks/useRelatedDocuments';
import type { PatentDoc } from '../types/patentDocSchema';
import type { TextPreference } from '../utils/pickText';
import { FamilyTable } from './FamilyTable';
import { LookupStatus } from './LookupStatus';
import { SectionCard } from './SectionCard';

/** Props of FamilyTab. */
type FamilyTabProps = {
  doc: PatentDoc;
  /** Family members looked up in our index (the screen shares the lookup with the abstract fallback). */
  related: RelatedDocuments;
  preference: TextPreference;
};

/**
 * The simple family (same priorities: the same invention filed in several offices) and the extended family
 * (linked through any shared priority), each with its members.
 */
export function FamilyTab({ doc, related, preference }: FamilyTabProps) {
  const { t } = useTranslation();
  // The document itself is never looked up (it is loaded already), but its row needs its dates and title too.
  const known = useMemo<RelatedDocuments>(
    () => ({ ...related, byUcid: new Map([...related.byUcid, [doc.ucid, doc]]) }),
    [related, doc],
  );
  const families = [
    { key: 'simple', title: t('patent.family.simple'), family: doc.familydata?.['simple-family-data'] },
    { key: 'extended', title: t('patent.family.extended'), family: doc.familydata?.['extended-family-data'] },
  ] as const;
  return (
    <Stack gap="md">
      <LookupStatus loading={related.loading} failed={related.failed} />
      {families.map(({ key, title, family }) => {
        const members = family?.publications ?? [];
        return (
          <SectionCard
            key={key}
            title={title}
            aside={t('patent.family.count', { count: members.length })}
            testId={`family-${key}`}
          >
            {family?.id !== undefined && (
              <Text fz="xs" c="dimmed" ff="monospace">
                {t('patent.family.familyId', { id: family.id })}
              </Text>
            )}
            {members.length === 0 ? (
              <Text c="dimmed">{t('patent.family.none')}</Text>
            ) : (
              <FamilyTable
                label={title}
                members={members}
                currentUcid={doc.ucid}
                related={known}
                preference={preference}
                testId={`family-${key}-table`}
              />
            )}
          </SectionCard>
        );
      })}
    </Stack>
  );
}
