import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { charts, dashboards, type FieldVersions, type StoredLayoutItem, workspaces } from '../../db/workspace-tables';

/** Who last changed a dashboard or chart, as the presenters name them. */
const editor = {
  editorFirstName: users.firstName,
  editorLastName: users.lastName,
  editorEmail: users.email,
};

const dashboardColumns = {
  id: dashboards.id,
  workspaceId: dashboards.workspaceId,
  name: dashboards.name,
  position: dashboards.position,
  layout: dashboards.layout,
  version: dashboards.version,
  fieldVersions: dashboards.fieldVersions,
  updatedBy: dashboards.updatedBy,
  updatedAt: dashboards.updatedAt,
  ...editor,
};
const chartColumns = {
  id: charts.id,
  workspaceId: charts.workspaceId,
  dashboardId: charts.dashboardId,
  section: charts.section,
  title: charts.title,
  config: charts.config,
  version: charts.version,
  fieldVersions: charts.fieldVersions,
  updatedBy: charts.updatedBy,
  updatedAt: charts.updatedAt,
  ...editor,
};

export type DashboardRow = Awaited<ReturnType<typeof listDashboards>>[number];
export type ChartRow = Awaited<ReturnType<typeof listCharts>>[number];

/** The workspace's dashboards in their order. */
export async function listDashboards(db: Database, workspaceId: number) {
  return db
    .select(dashboardColumns)
    .from(dashboards)
    .leftJoin(users, eq(users.id, dashboards.updatedBy))
    .where(eq(dashboards.workspaceId, workspaceId))
    .orderBy(asc(dashboards.position), asc(dashboards.id));
}

/**
 * One dashboard of the workspace; `lock` takes its row lock (SELECT ... FOR UPDATE, inside a transaction) so two
 * simultaneous changes are checked one after the other against the versions the first one wrote.
 */
export async function getDashboard(db: Database, workspaceId: number, dashboardId: number, lock = false) {
  const query = db
    .select(dashboardColumns)
    .from(dashboards)
    .leftJoin(users, eq(users.id, dashboards.updatedBy))
    .where(and(eq(dashboards.workspaceId, workspaceId), eq(dashboards.id, dashboardId)));
  const [row] = lock ? await query.for('update', { of: dashboards }) : await query;
  return row;
}

export async function countDashboards(db: Database, workspaceId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dashboards).where(eq(dashboards.workspaceId, workspaceId));
  return row?.n ?? 0;
}

export async function insertDashboard(
  db: Database,
  values: { workspaceId: number; name: string; userId: number; at: Date },
): Promise<number> {
  // After the last one; the workspace's lock, taken by the caller, keeps two creations from sharing a position.
  const [last] = await db
    .select({ position: dashboards.position })
    .from(dashboards)
    .where(eq(dashboards.workspaceId, values.workspaceId))
    .orderBy(desc(dashboards.position))
    .limit(1);
  const [row] = await db
    .insert(dashboards)
    .values({
      workspaceId: values.workspaceId,
      name: values.name,
      position: (last?.position ?? -1) + 1,
      fieldVersions: { name: 1, layout: 1 },
      updatedBy: values.userId,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: dashboards.id });
  return row!.id;
}

export async function updateDashboard(
  db: Database,
  dashboardId: number,
  values: {
    name?: string;
    layout?: StoredLayoutItem[];
    version: number;
    fieldVersions: FieldVersions;
    userId: number;
    at: Date;
  },
): Promise<void> {
  const { userId, at, ...rest } = values;
  await db
    .update(dashboards)
    .set({ ...rest, updatedBy: userId, updatedAt: at })
    .where(eq(dashboards.id, dashboardId));
}

export async function deleteDashboard(db: Database, dashboardId: number): Promise<void> {
  await db.delete(dashboards).where(eq(dashboards.id, dashboardId));
}

/** Points the workspace at its active dashboard (SPEC §4). */
export async function setActiveDashboard(db: Database, workspaceId: number, dashboardId: number, at: Date) {
  await db
    .update(workspaces)
    .set({ activeDashboardId: dashboardId, updatedAt: at })
    .where(eq(workspaces.id, workspaceId));
}

/** The workspace's charts, oldest first. */
export async function listCharts(db: Database, workspaceId: number) {
  return db
    .select(chartColumns)
    .from(charts)
    .leftJoin(users, eq(users.id, charts.updatedBy))
    .where(eq(charts.workspaceId, workspaceId))
    .orderBy(asc(charts.id));
}

/** One chart of the workspace; `lock` as for getDashboard. */
export async function getChart(db: Database, workspaceId: number, chartId: number, lock = false) {
  const query = db
    .select(chartColumns)
    .from(charts)
    .leftJoin(users, eq(users.id, charts.updatedBy))
    .where(and(eq(charts.workspaceId, workspaceId), eq(charts.id, chartId)));
  const [row] = lock ? await query.for('update', { of: charts }) : await query;
  return row;
}

export async function countCharts(db: Database, dashboardId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(charts).where(eq(charts.dashboardId, dashboardId));
  return row?.n ?? 0;
}

export async function insertChart(
  db: Database,
  values: {
    workspaceId: number;
    dashboardId: number;
    section: string;
    title: string;
    config: Record<string, unknown>;
    fieldVersions: FieldVersions;
    userId: number;
    at: Date;
  },
): Promise<number> {
  const { userId, at, ...rest } = values;
  const [row] = await db
    .insert(charts)
    .values({ ...rest, updatedBy: userId, createdAt: at, updatedAt: at })
    .returning({ id: charts.id });
  return row!.id;
}

export async function updateChart(
  db: Database,
  chartId: number,
  values: {
    title?: string;
    config: Record<string, unknown>;
    version: number;
    fieldVersions: FieldVersions;
    userId: number;
    at: Date;
  },
): Promise<void> {
  const { userId, at, ...rest } = values;
  await db
    .update(charts)
    .set({ ...rest, updatedBy: userId, updatedAt: at })
    .where(eq(charts.id, chartId));
}

export async function deleteChart(db: Database, chartId: number): Promise<void> {
  await db.delete(charts).where(eq(charts.id, chartId));
}

/** Marks the workspace changed, so it moves up the most recently updated list, and locks it until commit. */
export async function touchWorkspace(db: Database, workspaceId: number, at: Date): Promise<void> {
  await db.update(workspaces).set({ updatedAt: at }).where(eq(workspaces.id, workspaceId));
}
