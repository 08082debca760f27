import { ActionIcon, Group, NativeSelect, Switch, Tooltip } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../lib/modals/openModal';
import { highlightingSchemesQuery } from '../queries/highlightingSchemesQuery';
import { SchemeManager } from './SchemeManager';
import '../highlighting.css';

/** Props of HighlightingControls. */
type HighlightingControlsProps = {
  on: boolean;
  scheme: number | null;
  onToggle: (on: boolean) => void;
  /** A chosen scheme (null: the query's words only). */
  onScheme: (scheme: number | null) => void;
  canWrite: boolean;
};

const QUERY_ONLY = '';

/**
 * Highlighting on or off, the scheme whose colours mark words beyond the query's, and the scheme manager. A native
 * select keeps the choice one keystroke away, like the toolbar's other selects.
 */
export function HighlightingControls({ on, scheme, onToggle, onScheme, canWrite }: HighlightingControlsProps) {
  const { t } = useTranslation();
  const schemes = useQuery(highlightingSchemesQuery).data?.schemes ?? [];
  const manage = () =>
    openModal({
      title: t('highlighting.manager.title'),
      size: 'lg',
      children: (
        <SchemeManager
          canWrite={canWrite}
          onCreated={(created) => onScheme(created.id)}
          onDeleted={(id) => {
            if (id === scheme) onScheme(null);
          }}
        />
      ),
    });
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Switch
        size="sm"
        mb={6}
        label={t('results.toolbar.highlighting')}
        checked={on}
        onChange={(e) => onToggle(e.currentTarget.checked)}
      />
      <NativeSelect
        size="xs"
        w={170}
        label={t('highlighting.scheme')}
        value={scheme === null ? QUERY_ONLY : String(scheme)}
        onChange={(e) => onScheme(e.currentTarget.value === QUERY_ONLY ? null : Number(e.currentTarget.value))}
        data={[
          { value: QUERY_ONLY, label: t('highlighting.queryOnly') },
          ...schemes.map((s) => ({ value: String(s.id), label: s.name })),
        ]}
      />
      <Tooltip label={t('highlighting.manager.title')}>
        <ActionIcon variant="default" size={30} aria-label={t('highlighting.manager.title')} onClick={manage}>
          <IconPalette size={16} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
