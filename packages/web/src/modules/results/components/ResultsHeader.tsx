import type { SearchResponse } from '@app/shared';
import { Code, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ParsedQueryView } from '../../queryEditor/components/ParsedQueryView';

/** Props of ResultsHeader. */
type ResultsHeaderProps = {
  title: string;
  headingOrder?: 1 | 2;
  query: string | null;
  response: SearchResponse | undefined;
  busy: boolean;
};

/**
 * The result set (title and query) and the exact count: documents, and with grouping also the number of groups
 * ("56 families / 120 documents"). The count is a live region so a screen reader hears each new total. That the
 * results are synthetic is said once, by the app-wide corpus notice, not again here.
 */
export function ResultsHeader({ title, headingOrder = 1, query, response, busy }: ResultsHeaderProps) {
  const { t } = useTranslation();
  const grouping = response?.grouping;
  const documents = grouping ? grouping.matches : (response?.numFound ?? 0);
  const documentText = t('results.documentCount', { count: documents, shown: documents.toLocaleString('en') });
  const groupText =
    grouping && grouping.grouped_by !== 'none'
      ? t(`results.groupCount.${grouping.grouped_by}`, {
          count: grouping.ngroups,
          shown: grouping.ngroups.toLocaleString('en'),
        })
      : null;
  return (
    <Stack gap={6}>
      <Title order={headingOrder}>{title}</Title>
      {query !== null && (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('results.queryLabel')}
          </Text>
          <Code block style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="results-query">
            {query}
          </Code>
        </Group>
      )}
      {query !== null && <ParsedQueryView query={query} initiallyOpen={false} />}
      <Group gap="sm" mih={24}>
        <Text fw={650} role="status" aria-live="polite" data-testid="results-count">
          {response ? (groupText ? `${groupText} / ${documentText}` : documentText) : ''}
        </Text>
        {busy && <Loader size="xs" aria-label={t('results.updating')} data-testid="results-busy" />}
      </Group>
    </Stack>
  );
}
