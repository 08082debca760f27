import type { AnalysisSet } from '@app/shared';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setContents } from '../utils/workspaceSets';
import { OptionMark } from './OptionMark';

/** Props of SetOption. */
type SetOptionProps = {
  set: AnalysisSet;
  applied: boolean;
  /** Applying it is on its way. */
  pending: boolean;
  onChoose: () => void;
};

/** One set in the Sets control: its name and what it holds; pressed when it is the one applied. */
export function SetOption({ set, applied, pending, onChoose }: SetOptionProps) {
  const { t } = useTranslation();
  const contents = setContents(set);
  const queries =
    contents.queries === null ? t('analysis.sets.allQueries') : t('analysis.sets.queries', { count: contents.queries });
  const filters =
    contents.filters === 0 ? t('analysis.sets.noFilters') : t('analysis.sets.filters', { count: contents.filters });
  return (
    <Button
      variant={applied ? 'light' : 'subtle'}
      color={applied ? 'blue' : 'dark'}
      c="var(--mantine-color-text)"
      fullWidth
      h="auto"
      py={4}
      justify="space-between"
      aria-pressed={applied}
      aria-busy={pending}
      rightSection={<OptionMark pending={pending} applied={applied} />}
      onClick={onChoose}
      data-testid="set-option"
      data-set-id={set.id}
      data-set-type={set.type}
      styles={{ label: { flex: 1, flexDirection: 'column', alignItems: 'flex-start' } }}
    >
      <Text fz="sm" fw={600} span>
        {set.name}
      </Text>
      <Text fz="xs" c="dimmed" span>
        {t('analysis.sets.summary', { queries, filters })}
      </Text>
    </Button>
  );
}
