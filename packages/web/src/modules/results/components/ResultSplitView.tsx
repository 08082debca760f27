import { Checkbox, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WhyMatched } from '../../explain/components/WhyMatched';
import { useResultsAccess } from '../context/resultsAccess';
import type { ResultViewProps } from '../types/ResultViewProps';
import { displayDate } from '../utils/displayDate';
import { resultFields } from '../utils/resultFields';
import { shownText } from '../utils/shownText';
import { HighlightedText } from './HighlightedText';
import { ResultDocument } from './ResultDocument';
import { StatusBadge } from './StatusBadge';

/**
 * The split view: compact results on the left, the active one read in full on the right. Picking a result shows
 * it without leaving the screen; the arrow keys move through the list.
 */
export function ResultSplitView({
  docs,
  start,
  language,
  maxSnippets,
  activeUcid,
  selection,
  onActivate,
}: ResultViewProps) {
  const { t } = useTranslation();
  const { explainSearch } = useResultsAccess();
  const activeAt = Math.max(
    0,
    docs.findIndex((doc) => doc.ucid === activeUcid),
  );
  const active = docs[activeAt];

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = Math.min(docs.length - 1, Math.max(0, activeAt + step));
    const doc = docs[next];
    if (!doc) return;
    onActivate(doc, start + next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-split-item]')[next]?.focus();
  };

  return (
    <div className="split-view">
      <ul
        className="split-list"
        aria-label={t('results.split.listLabel')}
        onKeyDown={onKeyDown}
        style={{ margin: 0, padding: 0, listStyle: 'none' }}
      >
        {docs.map((doc, i) => {
          const title = shownText(doc, 'titles', language);
          const number = resultFields.number(doc);
          const selected = i === activeAt;
          return (
            <li key={doc.ucid} data-testid="split-item" data-ucid={doc.ucid}>
              <Group wrap="nowrap" align="flex-start" gap={0} className="split-item" data-selected={selected}>
                <Checkbox
                  mt={2}
                  mr="xs"
                  checked={selection.selected.has(doc.ucid)}
                  onChange={() => selection.toggle(doc.ucid)}
                  aria-label={t('results.selection.select', { number })}
                />
                <UnstyledButton
                  data-split-item
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onActivate(doc, start + i)}
                  style={{ flex: 1, minWidth: 0 }}
                >
                  <Stack gap={2}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text fz="sm" fw={600} ff="monospace">
                        {start + i + 1}. {number}
                      </Text>
                      <StatusBadge status={doc.status} />
                    </Group>
                    <Text fz="sm" lineClamp={2} lang={title?.language ?? undefined}>
                      {title ? (
                        <HighlightedText text={title.text} highlights={title.highlights} />
                      ) : (
                        t('results.noTitle')
                      )}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {displayDate(doc.publicationdate)} {resultFields.assignees(doc)[0] ?? ''}
                    </Text>
                  </Stack>
                </UnstyledButton>
              </Group>
            </li>
          );
        })}
      </ul>
      <section className="split-document" aria-label={t('results.split.documentLabel')}>
        {active ? (
          <>
            {explainSearch !== undefined && <WhyMatched ucid={active.ucid} search={explainSearch} />}
            <ResultDocument doc={active} language={language} maxSnippets={maxSnippets} />
          </>
        ) : (
          <Text>{t('results.split.choose')}</Text>
        )}
      </section>
    </div>
  );
}
