import { Button, Menu } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sectionsQuery } from '../queries/analysisQueries';
import { SectionGroupIcon } from './SectionGroupIcon';

/** "Add chart": the section groups (with their icons) and their sections; picking one adds its chart. */
export function AddChartMenu({
  onPick,
  disabled,
}: {
  onPick: (section: { path: string; title: string }) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const groups = useQuery(sectionsQuery);
  return (
    <Menu shadow="md" width={280} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          disabled={disabled || !groups.data}
          loading={groups.isPending}
          data-testid="add-chart"
        >
          {t('analysis.chart.add')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={480} style={{ overflowY: 'auto' }}>
        {(groups.data ?? []).map((group) => (
          <div key={group.key}>
            <Menu.Label>
              <SectionGroupIcon group={group.key} size={14} /> {t(`analysis.groups.${group.key}`)}
            </Menu.Label>
            {group.sections.map((section) => (
              <Menu.Item
                key={section.path}
                leftSection={<SectionGroupIcon group={group.key} />}
                onClick={() => onPick({ path: section.path, title: section.title })}
                data-section={section.path}
              >
                {section.title}
              </Menu.Item>
            ))}
          </div>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
