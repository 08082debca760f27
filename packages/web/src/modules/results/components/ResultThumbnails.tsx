import { Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResultViewProps } from '../types/ResultViewProps';
import { displayDate } from '../utils/displayDate';
import { resultFields } from '../utils/resultFields';
import { ResultDrawing } from './ResultDrawing';
import { ResultTitleLink } from './ResultTitleLink';
import { StatusBadge } from './StatusBadge';

/**
 * The thumbnail view: a card per result built around its first drawing (or a plain statement that there is none),
 * with number, title, date and status beneath.
 */
export function ResultThumbnails({ docs, start, language, activeUcid, selection, onActivate }: ResultViewProps) {
  const { t } = useTranslation();
  return (
    <ol
      className="thumbnail-grid"
      aria-label={t('results.split.listLabel')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {docs.map((doc, i) => {
        const number = resultFields.number(doc);
        const date = displayDate(doc.publicationdate);
        return (
          <li key={doc.ucid} data-testid="result-card" data-ucid={doc.ucid}>
            <Card
              withBorder
              padding="sm"
              h="100%"
              style={doc.ucid === activeUcid ? { borderColor: 'var(--mantine-color-blue-8)' } : undefined}
            >
              <Card.Section>
                <ResultDrawing doc={doc} height={140} />
              </Card.Section>
              <Stack gap={4} mt="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Checkbox
                    checked={selection.selected.has(doc.ucid)}
                    onChange={() => selection.toggle(doc.ucid)}
                    aria-label={t('results.selection.select', { number })}
                    label={
                      <Text span fz="sm" fw={600} ff="monospace">
                        {number}
                      </Text>
                    }
                  />
                  <StatusBadge status={doc.status} />
                </Group>
                <Text fz="sm" lineClamp={3}>
                  <ResultTitleLink doc={doc} language={language} onOpen={() => onActivate(doc, start + i)} fw={500} />
                </Text>
                {date && (
                  <Text fz="xs" c="dimmed">
                    {t('results.fields.publicationdate')} {date}
                  </Text>
                )}
                <Text fz="xs" lineClamp={1}>
                  {resultFields.assignees(doc).join('; ')}
                </Text>
              </Stack>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
