import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TextChoice } from '../utils/pickText';
import { TextFallbackNotice } from './TextFallbackNotice';

/** Props of DescriptionTab. */
type DescriptionTabProps = {
  description: TextChoice<string[]> | null;
};

/** Short all-capital paragraphs are the section headings of a description ("BACKGROUND OF THE INVENTION"). */
function isHeading(paragraph: string): boolean {
  return paragraph.length <= 80 && /\p{L}/u.test(paragraph) && paragraph === paragraph.toUpperCase();
}

/** The description, paragraph by paragraph, with its section headings set apart. */
export function DescriptionTab({ description }: DescriptionTabProps) {
  const { t } = useTranslation();
  if (description === null) return <Text c="dimmed">{t('patent.description.none')}</Text>;
  return (
    <Stack gap="sm" lang={description.language} maw={900} data-testid="patent-description">
      <TextFallbackNotice choice={description} />
      {description.value.map((paragraph, index) =>
        isHeading(paragraph) ? (
          // Headings of the source text, not of the page: bold text keeps the page's heading outline intact.
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own and never reorder
          <Text key={index} fw={700} mt="sm">
            {paragraph}
          </Text>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own and never reorder
          <Text key={index} style={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Text>
        ),
      )}
    </Stack>
  );
}
