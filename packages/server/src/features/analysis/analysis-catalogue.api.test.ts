import {
  ANALYSIS_SECTION_GROUPS,
  ANALYSIS_SECTIONS,
  ChartDefaultsAllSchema,
  WorkspaceSectionsSchema,
} from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';

let t: TestApp;
let admin: string;
let colleague: string;

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  const organization = await createOrganization(t.db);
  admin = await t.signIn(await createUser(t.db, { is_admin: true, organizationId: organization.id }));
  colleague = await t.signIn(await createUser(t.db, { organizationId: organization.id }));
});
afterAll(async () => {
  await t?.close();
});

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, session: string | null, body?: unknown) {
  const response = await t.request({ method, url, ...(session ? { session } : {}), ...(body ? { body } : {}) });
  return { status: response.statusCode, body: response.json() };
}

describe('analysis catalogue', () => {
  it('needs a session for every call', async () => {
    for (const url of ['/api/workspace_sections', '/api/analysis/field_names', '/api/analysis/chart/default/all']) {
      const answer = await call('GET', url, null);
      expect(answer.status, url).toBe(401);
      expect(answer.body.error.code).toBeDefined();
    }
  });

  it('lists every section group of SPEC §2 in order, each section with a unique path', async () => {
    const answer = await call('GET', '/api/workspace_sections', colleague);
    expect(answer.status).toBe(200);
    const parsed = WorkspaceSectionsSchema.parse(answer.body);
    expect(parsed.data.map((g) => g.key)).toEqual([...ANALYSIS_SECTION_GROUPS]);
    const paths = parsed.data.flatMap((g) => g.sections.map((s) => s.path));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('assignees/by-year');
    expect(paths).toContain('classifications/cpc-hierarchy');
    // Without an active custom field scheme the custom-fields group is empty.
    expect(parsed.data.find((g) => g.key === 'custom-fields')?.sections).toEqual([]);
  });

  it('names every field a section counts, in the singular and the plural', async () => {
    const answer = await call('GET', '/api/analysis/field_names', colleague);
    expect(answer.status).toBe(200);
    const fields = answer.body.fields as Record<string, { singular: string; plural: string }>;
    for (const section of ANALYSIS_SECTIONS) {
      const measure = section.measure;
      const counted =
        measure.kind === 'count'
          ? [measure.axis.field]
          : measure.kind === 'pivot'
            ? [measure.rows.field, measure.columns.field]
            : measure.kind === 'hierarchy'
              ? [measure.field]
              : measure.kind === 'keywords'
                ? ['keywords']
                : ['citations'];
      for (const field of counted) expect(fields[field], `${section.group}/${section.key}: ${field}`).toBeDefined();
    }
    expect(fields.simplefamily).toEqual({ singular: 'Family', plural: 'Families' });
  });

  it('gives every section a default chart among the charts it allows', async () => {
    const answer = await call('GET', '/api/analysis/chart/default/all', colleague);
    expect(answer.status).toBe(200);
    const { data } = ChartDefaultsAllSchema.parse(answer.body);
    const sections = WorkspaceSectionsSchema.parse((await call('GET', '/api/workspace_sections', colleague)).body);
    for (const section of sections.data.flatMap((g) => g.sections)) {
      expect(data[section.path], section.path).toBeDefined();
      expect(section.charts).toContain(data[section.path]!.type);
    }
    expect(data['dates/filing-trend']).toMatchObject({ type: 'line', sort: 'value-asc', other: false });
    expect(data['assignees/by-year']).toMatchObject({ type: 'heat-map', columnsTop: 20 });
  });

  it('adds a section per field of the user’s active custom field scheme', async () => {
    const scheme = await call('POST', '/api/custom_field_schemes', admin, { name: 'Review' });
    expect(scheme.status, JSON.stringify(scheme.body)).toBe(201);
    const fields = await call('PATCH', `/api/custom_field_schemes/${scheme.body.id}/fields`, admin, {
      fields: [
        { name: 'Relevance', type: 'single_choice', queryable: true, options: [{ label: 'High' }, { label: 'Low' }] },
        { name: 'Notes', type: 'text', queryable: true },
      ],
    });
    expect(fields.status, JSON.stringify(fields.body)).toBe(200);
    expect((await call('POST', `/api/custom_field_schemes/${scheme.body.id}/active`, admin)).status).toBe(200);
    const mine = WorkspaceSectionsSchema.parse((await call('GET', '/api/workspace_sections', admin)).body);
    const custom = mine.data.find((g) => g.key === 'custom-fields')!.sections;
    expect(custom.map((s) => s.title)).toEqual(['Relevance', 'Notes']);
    expect(custom[0]!.path).toMatch(/^custom-fields\/cf_\d+$/);
    // The colleague has not made it their active scheme: their catalogue is unchanged.
    const theirs = WorkspaceSectionsSchema.parse((await call('GET', '/api/workspace_sections', colleague)).body);
    expect(theirs.data.find((g) => g.key === 'custom-fields')!.sections).toEqual([]);
  });
});
