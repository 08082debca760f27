import { Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PATENT_TABS, type PatentTab } from '../types/PatentTab';

/** Props of PatentTabs. */
type PatentTabsProps = {
  tab: PatentTab;
  onChange: (tab: PatentTab) => void;
  /** How many items a tab holds (claims, citations, members), shown beside its name; absent for text tabs. */
  counts: Partial<Record<PatentTab, number>>;
  /** The content of the tab shown; the others are not rendered at all (a description can be very long). */
  children: ReactNode;
  /** The tabs offered; all of them by default (a shared patent offers fewer). */
  tabs?: readonly PatentTab[];
};

/**
 * The tab bar and the shown panel. Mantine's tabs give the WAI-ARIA tab pattern: arrow keys move between tabs
 * (wrapping round), Home and End jump to the ends, and the panel is labelled by its tab.
 */
export function PatentTabs({ tab, onChange, counts, children, tabs = PATENT_TABS }: PatentTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        const next = tabs.find((known) => known === value);
        if (next !== undefined) onChange(next);
      }}
      keepMounted={false}
      loop
      activateTabWithKeyboard
    >
      <Tabs.List aria-label={t('patent.tabs.label')}>
        {tabs.map((value) => {
          const count = counts[value];
          return (
            <Tabs.Tab
              key={value}
              value={value}
              rightSection={
                count === undefined ? undefined : (
                  <Text span fz="xs" c="dimmed" data-testid="tab-count">
                    {count}
                  </Text>
                )
              }
            >
              {t(`patent.tabs.${value}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <Tabs.Panel value={tab} pt="md">
        {children}
      </Tabs.Panel>
    </Tabs>
  );
}
