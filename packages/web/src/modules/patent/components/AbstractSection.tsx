import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TextChoice } from '../utils/pickText';
import { SectionCard } from './SectionCard';
import { TextFallbackNotice } from './TextFallbackNotice';

/** Props of AbstractSection. */
type AbstractSectionProps = {
  abstract: TextChoice<string> | null;
};

/** The abstract in the reader's language, or the fallback the SPEC §8 message names. */
export function AbstractSection({ abstract }: AbstractSectionProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('patent.abstract.heading')} testId="patent-abstract">
      <TextFallbackNotice choice={abstract} />
      {abstract === null ? (
        <Text c="dimmed">{t('patent.abstract.none')}</Text>
      ) : (
        <Text lang={abstract.language} style={{ whiteSpace: 'pre-line' }}>
          {abstract.value}
        </Text>
      )}
    </SectionCard>
  );
}
