import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMBINE_OPERATORS, type CombineOperator, combineSearches } from '../utils/combineSearches';

/** Props of CombineSearchesBar. */
type CombineSearchesBarProps = {
  selected: ReadonlySet<number>;
  /** Creates the combined search (`#3 AND #5`). */
  onCombine: (query: string) => void;
  onClear: () => void;
  pending: boolean;
};

/** Combines the selected searches with AND, OR or NOT into a new search, showing the query it will create. */
export function CombineSearchesBar({ selected, onCombine, onClear, pending }: CombineSearchesBarProps) {
  const { t } = useTranslation();
  const [previewOperator, setPreviewOperator] = useState<CombineOperator>('AND');
  const [runningOperator, setRunningOperator] = useState<CombineOperator | null>(null);
  const enough = selected.size >= 2;
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('history.combine.label')}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {t('history.combine.title', { count: selected.size })}
          </Text>
          {COMBINE_OPERATORS.map((operator) => (
            <Button
              key={operator}
              size="xs"
              disabled={!enough}
              loading={pending && runningOperator === operator}
              onMouseEnter={() => setPreviewOperator(operator)}
              onFocus={() => setPreviewOperator(operator)}
              onClick={() => {
                setRunningOperator(operator);
                onCombine(combineSearches(selected, operator));
              }}
              aria-label={t('history.combine.with', { operator })}
            >
              {operator}
            </Button>
          ))}
          <Button size="xs" variant="default" disabled={selected.size === 0} onClick={onClear}>
            {t('history.combine.clear')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" data-testid="combine-preview">
          {enough
            ? t('history.combine.preview', { query: combineSearches(selected, previewOperator) })
            : t('history.combine.hint')}
        </Text>
      </Group>
    </Paper>
  );
}
