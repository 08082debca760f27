import { PATENT_TABS, type PatentTab } from '../types/PatentTab';

/** The popout routes of SPEC §2 and the tab each opens on. */
const POPOUT_TABS: Readonly<Record<string, PatentTab>> = {
  'Patent.Legal': 'legal',
  'Patent.Citations': 'citations',
  'Patent.Fulltext': 'description',
  'Patent.Images': 'drawings',
};

/**
 * The tab to show: a valid `?tab=` wins (so a tab can be linked to and survives a reload), else the popout route's
 * own tab, else the overview. An unknown `?tab=` value is ignored rather than treated as an error.
 */
export function patentTabFor(routeName: string, requested: string | null): PatentTab {
  const asked = PATENT_TABS.find((tab) => tab === requested);
  return asked ?? POPOUT_TABS[routeName] ?? 'overview';
}
