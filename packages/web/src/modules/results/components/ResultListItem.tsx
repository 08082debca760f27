import { type GroupingMethod, IMAGE_DISPLAY_OPTIONS, type ListDisplayOption, type SearchDoc } from '@app/shared';
import { Checkbox, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultsAccess } from '../context/resultsAccess';
import { resultFields } from '../utils/resultFields';
import { ResultDetails } from './ResultDetails';
import { ResultDrawing } from './ResultDrawing';
import { ResultTitleLink } from './ResultTitleLink';
import { StatusBadge } from './StatusBadge';

/** Props of ResultListItem. */
type ResultListItemProps = {
  doc: SearchDoc;
  position: number;
  options: readonly ListDisplayOption[];
  grouping: GroupingMethod;
  /** Shown under the details (a folder's labels, rating and comments). */
  extra?: ReactNode;
  language: string;
  maxSnippets: number;
  active: boolean;
  selected: boolean;
  onToggle: () => void;
  onOpen: () => void;
};

/** One result of the list view: tick box, title link, number, status, then the chosen details. */
export function ResultListItem(props: ResultListItemProps) {
  const { doc, position, options, grouping, language, maxSnippets, active, selected, onToggle, onOpen, extra } = props;
  const { t } = useTranslation();
  const number = resultFields.number(doc);
  // Drawings are served to signed-in users only: a share link's visitor has no image column.
  const { visitor } = useResultsAccess();
  const withImage = !visitor && options.some((o) => IMAGE_DISPLAY_OPTIONS.includes(o));
  return (
    <li className="result-item" data-active={active} data-testid="result-item" data-ucid={doc.ucid}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox
          mt={3}
          checked={selected}
          onChange={onToggle}
          aria-label={t('results.selection.select', { number })}
        />
        {withImage && (
          <div style={{ flex: '0 0 96px' }}>
            <ResultDrawing doc={doc} height={96} />
          </div>
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text span fz="sm" c="dimmed" mr={6}>
                {position + 1}.
              </Text>
              <ResultTitleLink doc={doc} language={language} onOpen={onOpen} />
            </div>
            {options.includes('patentstatus') && <StatusBadge status={doc.status} />}
          </Group>
          <Group gap="sm">
            <Text fz="sm" fw={600} ff="monospace" data-testid="result-number">
              {number}
            </Text>
            {doc.group_size !== undefined && doc.group_size > 1 && (
              <Text fz="xs" c="dimmed">
                {t('results.fields.groupSize', { count: doc.group_size })}
              </Text>
            )}
          </Group>
          <ResultDetails
            doc={doc}
            options={options}
            grouping={grouping}
            language={language}
            maxSnippets={maxSnippets}
          />
          {extra}
        </Stack>
      </Group>
    </li>
  );
}
