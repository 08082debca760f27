import { displayPublicationNumber } from '@app/shared';
import { Anchor, Group, Select, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PatentDoc } from '../types/patentDocSchema';
import type { TextChoice } from '../utils/pickText';
import { usFileHistoryUrl } from '../utils/usFileHistoryUrl';
import { PatentDate } from './PatentDate';
import { StatusBadge } from './StatusBadge';
import { TextFallbackNotice } from './TextFallbackNotice';

/** Props of PatentHeader. */
type PatentHeaderProps = {
  doc: PatentDoc;
  title: TextChoice<string> | null;
  /** The text language chosen and the choices (languages the document has texts in, plus `original`). */
  language: string;
  languages: readonly { value: string; label: string }[];
  onLanguageChange: (language: string) => void;
};

/** The document's number, status, publication date and title, with the text language and the US file history. */
export function PatentHeader({ doc, title, language, languages, onLanguageChange }: PatentHeaderProps) {
  const { t } = useTranslation();
  const fileHistory = usFileHistoryUrl(doc);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="lg">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="sm">
            <Text ff="monospace" fw={700} fz="lg" data-testid="patent-ucid">
              {displayPublicationNumber(doc.ucid)}
            </Text>
            <StatusBadge status={doc.status} />
            <Text c="dimmed" fz="sm">
              <PatentDate value={doc.publicationdate} />
            </Text>
          </Group>
          <Title order={1} lang={title?.language} style={{ overflowWrap: 'anywhere' }}>
            {title?.value ?? t('patent.untitled')}
          </Title>
        </Stack>
        <Stack gap="xs" align="flex-end" style={{ flexShrink: 0 }}>
          <Select
            label={t('patent.textLanguage')}
            data={[...languages]}
            value={language}
            onChange={(value) => value !== null && onLanguageChange(value)}
            allowDeselect={false}
            w={200}
            size="xs"
          />
          {fileHistory !== null && (
            <Anchor href={fileHistory} target="_blank" rel="noopener noreferrer" fz="sm">
              <Group gap={4} wrap="nowrap" component="span">
                {t('patent.usFileHistory')}
                <IconExternalLink size={14} aria-hidden="true" />
                <VisuallyHidden>{t('patent.opensInNewTab')}</VisuallyHidden>
              </Group>
            </Anchor>
          )}
        </Stack>
      </Group>
      <TextFallbackNotice choice={title} />
    </Stack>
  );
}
