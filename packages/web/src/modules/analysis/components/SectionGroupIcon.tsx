import type { AnalysisSectionGroup } from '@app/shared';
import {
  IconBriefcase,
  IconBuildingFactory2,
  IconBulb,
  IconCalendar,
  IconCategory,
  IconDots,
  IconFolder,
  IconForms,
  IconGavel,
  IconKey,
  IconQuote,
  IconWorld,
} from '@tabler/icons-react';

/** SPEC §2: every analysis section group has an icon of its own. */
const ICONS: Record<AnalysisSectionGroup, typeof IconDots> = {
  assignees: IconBuildingFactory2,
  classifications: IconCategory,
  dates: IconCalendar,
  jurisdictions: IconWorld,
  citations: IconQuote,
  inventors: IconBulb,
  agents: IconBriefcase,
  keywords: IconKey,
  others: IconDots,
  'custom-fields': IconForms,
  folders: IconFolder,
  examiners: IconGavel,
};

export function SectionGroupIcon({ group, size = 16 }: { group: AnalysisSectionGroup; size?: number }) {
  const Icon = ICONS[group];
  return <Icon size={size} aria-hidden="true" data-icon={group} />;
}
