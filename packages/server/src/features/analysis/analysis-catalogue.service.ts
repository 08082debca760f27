import {
  ANALYSIS_FIELD_NAMES,
  ANALYSIS_SECTION_GROUPS,
  ANALYSIS_SECTIONS,
  type AnalysisFieldNames,
  type AnalysisSection,
  type ChartDefaultsAll,
  customFieldSections,
  defaultChartConfigs,
  sectionPath,
  type WorkspaceSections,
} from '@app/shared';
import type { AppContext } from '../../context';
import { activeScheme } from '../custom-fields/custom-field-schemes.service';
import type { UserRecord } from '../users/users.repository';

function present(section: AnalysisSection) {
  const { group: _group, ...rest } = section;
  return { ...rest, path: sectionPath(section), charts: [...section.charts] };
}

/**
 * `GET /api/workspace_sections`: every section group with its sections; the custom-fields group holds one section
 * per field of the user's active custom field scheme (none without one).
 */
export async function workspaceSections(ctx: AppContext, user: UserRecord): Promise<WorkspaceSections> {
  const scheme = await activeScheme(ctx, user);
  const sections = [...ANALYSIS_SECTIONS, ...customFieldSections(scheme.fields)];
  return {
    data: ANALYSIS_SECTION_GROUPS.map((group) => ({
      key: group,
      sections: sections.filter((s) => s.group === group).map(present),
    })),
  };
}

/** `GET /api/analysis/field_names`. */
export function analysisFieldNames(): AnalysisFieldNames {
  return { fields: { ...ANALYSIS_FIELD_NAMES } };
}

/** `GET /api/analysis/chart/default/all`. */
export function chartDefaults(): ChartDefaultsAll {
  return { data: defaultChartConfigs() };
}
