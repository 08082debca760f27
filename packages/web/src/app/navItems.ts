import {
  type Icon,
  IconBell,
  IconBooks,
  IconBuilding,
  IconChartBar,
  IconChecklist,
  IconFileExport,
  IconFolders,
  IconHistory,
  IconLayoutDashboard,
  IconReceipt2,
  IconSearch,
  IconSnowflake,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';

/** One entry of the main navigation. */
export type NavItem = {
  /** The screen it opens; also the path whose access decides whether the entry shows. */
  readonly path: string;
  readonly labelKey: ParseKeys;
  readonly icon: Icon;
};

/** The main areas, in the order the navigation lists them. */
export const navItems: readonly NavItem[] = [
  { path: '/', labelKey: 'nav.dashboard', icon: IconLayoutDashboard },
  { path: '/search', labelKey: 'nav.search', icon: IconSearch },
  { path: '/search/history', labelKey: 'nav.history', icon: IconHistory },
  { path: '/folders', labelKey: 'nav.folders', icon: IconFolders },
  { path: '/alerts', labelKey: 'nav.alerts', icon: IconBell },
  { path: '/analysis/workspaces', labelKey: 'nav.analysis', icon: IconChartBar },
  { path: '/npl', labelKey: 'nav.npl', icon: IconBooks },
  { path: '/frozen-sets', labelKey: 'nav.frozenSets', icon: IconSnowflake },
  { path: '/exports', labelKey: 'nav.exports', icon: IconFileExport },
  { path: '/tracking', labelKey: 'nav.tracking', icon: IconReceipt2 },
  { path: '/users', labelKey: 'nav.users', icon: IconUsers },
  { path: '/groups', labelKey: 'nav.groups', icon: IconUsersGroup },
  { path: '/settings/organization', labelKey: 'nav.organization', icon: IconBuilding },
  { path: '/tasks', labelKey: 'nav.tasks', icon: IconChecklist },
];
