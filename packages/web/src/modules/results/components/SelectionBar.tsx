import type { SearchDoc } from '@app/shared';
import { Button, Checkbox, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResultSelection } from '../hooks/useResultSelection';

/** Props of SelectionBar. */
type SelectionBarProps = {
  docs: readonly SearchDoc[];
  selection: ResultSelection;
  /** Where "Browse one by one" starts; without it the link is left out (a set with no browse screen). */
  browseTo?: string | undefined;
  /** What can be done with the ticked results. */
  actions?: ReactNode;
  /** Settings of the current view (list options, table columns), shown beside the browse link. */
  children?: ReactNode;
};

/** Select the whole page (or part), see how many are ticked, clear them; and step into the browse view. */
export function SelectionBar({ docs, selection, browseTo, actions, children }: SelectionBarProps) {
  const { t } = useTranslation();
  const ucids = docs.map((d) => d.ucid);
  const onPage = ucids.filter((u) => selection.selected.has(u)).length;
  const all = ucids.length > 0 && onPage === ucids.length;
  return (
    <Group justify="space-between" gap="sm" py={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group gap="md">
        <Checkbox
          size="sm"
          label={t('results.selection.selectPage')}
          checked={all}
          indeterminate={onPage > 0 && !all}
          disabled={ucids.length === 0}
          onChange={() => selection.setMany(ucids, !all)}
          data-testid="select-page"
        />
        {selection.selected.size > 0 && (
          <>
            <Text fz="sm" fw={600} data-testid="selection-count">
              {t('results.selection.selected', { count: selection.selected.size })}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={selection.clear}>
              {t('results.selection.clear')}
            </Button>
            {actions}
          </>
        )}
      </Group>
      <Group gap="xs">
        {children}
        {browseTo !== undefined && (
          <Button
            component={Link}
            to={browseTo}
            variant="light"
            size="compact-sm"
            rightSection={<IconArrowRight size={14} aria-hidden="true" />}
          >
            {t('results.browseAll')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
