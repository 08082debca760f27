import {
  type AnalysisSet,
  type AnalysisSetCreateParsed,
  type AnalysisTheme,
  type AnalysisThemeCreateParsed,
  type AnalysisThemeUpdateParsed,
  AppError,
  WORKSPACE_SET_TYPES,
  type Workspace,
  type WorkspaceLabel,
  type WorkspaceLabelCreateParsed,
  type WorkspaceLabelParsed,
  type WorkspaceSetParsed,
  type WorkspaceSetType,
  type WorkspaceThemeParsed,
} from '@app/shared';
import type { AppContext } from '../../context';
import type { UserRecord } from '../users/users.repository';
import { bodyWorkspaceId, workspaceAccess } from './workspace-access';
import { presentAnalysisSet, presentAnalysisTheme, presentWorkspaceLabel } from './workspaces.presenter';
import {
  deleteAnalysisTheme,
  deleteWorkspaceLabel,
  getAnalysisSet,
  getAnalysisTheme,
  getWorkspaceLabel,
  insertAnalysisSet,
  insertAnalysisTheme,
  insertWorkspaceLabel,
  listAnalysisSets,
  listAnalysisThemes,
  listWorkspaceLabelsOfUser,
  listWorkspacesForViewer,
  queriesOfWorkspace,
  setAnalysisThemeDefault,
  setWorkspaceLabelLink,
  updateAnalysisTheme,
  updateWorkspace,
} from './workspaces.repository';
import { invalid, organizationOf, present, record, themeRights } from './workspaces.service';

// Workspace labels, colour themes and sets (SPEC §7 workspace/label, workspace/theme, workspace/set and
// analysis_theme calls): what a workspace is marked and drawn with, beside the workspaces themselves.

/** The user's own workspace labels, each with the workspaces it is on that the user may still open. */
export async function listLabels(ctx: AppContext, user: UserRecord): Promise<WorkspaceLabel[]> {
  const visible = new Set((await listWorkspacesForViewer(ctx.db, user)).map((w) => w.id));
  return (await listWorkspaceLabelsOfUser(ctx.db, user.id)).map((row) => {
    const label = presentWorkspaceLabel(row);
    return { ...label, workspace_ids: label.workspace_ids.filter((w) => visible.has(w)) };
  });
}

export async function createLabel(
  ctx: AppContext,
  user: UserRecord,
  body: WorkspaceLabelCreateParsed,
): Promise<WorkspaceLabel> {
  const row = await insertWorkspaceLabel(ctx.db, { userId: user.id, name: body.name, colour: body.colour });
  if (!row) throw invalid('name', `You already have a label “${body.name}”.`);
  return { id: row.id, name: row.name, colour: row.colour, workspace_ids: [] };
}

async function ownLabel(ctx: AppContext, user: UserRecord, labelId: number) {
  const label = await getWorkspaceLabel(ctx.db, labelId);
  if (!label || label.userId !== user.id) throw new AppError('WORKSPACE_LABEL_NOT_FOUND');
  return label;
}

export async function removeLabel(ctx: AppContext, user: UserRecord, labelId: number): Promise<{ message: string }> {
  const label = await ownLabel(ctx, user, labelId);
  await deleteWorkspaceLabel(ctx.db, labelId);
  return { message: `Deleted the label “${label.name}”.` };
}

/** `POST /workspace/label/{action}`: puts one of the user's labels on a workspace they may change, or takes it off. */
export async function labelAction(
  ctx: AppContext,
  user: UserRecord,
  action: 'attach' | 'detach',
  body: WorkspaceLabelParsed,
): Promise<Workspace> {
  const id = bodyWorkspaceId(body.workspace_id);
  await workspaceAccess(ctx.db, user, id, 'Write');
  await ownLabel(ctx, user, body.label_id);
  await setWorkspaceLabelLink(ctx.db, id, body.label_id, action === 'attach');
  return present(ctx, user, id);
}

async function themeFor(ctx: AppContext, user: UserRecord, themeId: number, change: boolean) {
  const theme = await getAnalysisTheme(ctx.db, themeId);
  const rights = theme ? themeRights(theme, user) : { visible: false, editable: false };
  if (!theme || !rights.visible) throw new AppError('ANALYSIS_THEME_NOT_FOUND');
  if (change && !rights.editable)
    throw new AppError('FORBIDDEN', { message: 'Only your organisation’s administrators change its colour themes.' });
  return theme;
}

/**
 * `POST /workspace/theme/apply|remove` (SPEC §5: a theme is applied when a theme id is given and removed when it is
 * null). The theme must be one the user may use.
 */
export async function themeAction(
  ctx: AppContext,
  user: UserRecord,
  action: 'apply' | 'remove',
  body: WorkspaceThemeParsed,
): Promise<Workspace> {
  const id = bodyWorkspaceId(body.workspace_id);
  await workspaceAccess(ctx.db, user, id, 'Write');
  const themeId = action === 'apply' ? body.theme_id : null;
  const theme = themeId === null ? null : await themeFor(ctx, user, themeId, false);
  await ctx.db.transaction(async (tx) => {
    await updateWorkspace(tx, id, { themeId, updatedAt: ctx.now() });
    const message = theme ? `Applied the colour theme “${theme.name}”.` : 'Removed the colour theme.';
    await record(tx, ctx, user, id, 'workspace.theme', message);
  });
  return present(ctx, user, id);
}

function setType(type: string): WorkspaceSetType {
  if (!(WORKSPACE_SET_TYPES as readonly string[]).includes(type))
    throw new AppError('SET_INVALID_TYPE', { fields: { type: ['Invalid set type'] } });
  return type as WorkspaceSetType;
}

/**
 * `POST /workspace/set/apply|remove` (SPEC §5): type set (one of the workspace's own sets), global (one of the
 * organisation's) or clear (no set; set_id must be null). Removing clears whatever set is applied.
 */
export async function setAction(
  ctx: AppContext,
  user: UserRecord,
  action: 'apply' | 'remove',
  body: WorkspaceSetParsed,
): Promise<Workspace> {
  const id = bodyWorkspaceId(body.workspace_id);
  const type = setType(body.type);
  if (type === 'clear' && body.set_id !== null)
    throw new AppError('SET_CLEAR_NEEDS_NULL_ID', { fields: { set_id: ['Clear set must define a null set_id'] } });
  const { workspace } = await workspaceAccess(ctx.db, user, id, 'Write');
  if (action === 'remove' || type === 'clear') {
    await ctx.db.transaction(async (tx) => {
      await updateWorkspace(tx, id, { setType: null, setId: null, updatedAt: ctx.now() });
      await record(tx, ctx, user, id, 'workspace.set', 'Cleared the set.');
    });
    return present(ctx, user, id);
  }
  if (body.set_id === null) throw invalid('set_id', 'Give the set_id of the set to apply.');
  const set = await getAnalysisSet(ctx.db, body.set_id);
  const fits =
    set !== undefined &&
    set.organizationId === workspace.organizationId &&
    (type === 'global' ? set.workspaceId === null : set.workspaceId === id);
  if (!fits)
    throw new AppError('ANALYSIS_SET_NOT_FOUND', { message: `This workspace has no ${type} set ${body.set_id}.` });
  await ctx.db.transaction(async (tx) => {
    await updateWorkspace(tx, id, { setType: type, setId: set.id, updatedAt: ctx.now() });
    await record(tx, ctx, user, id, 'workspace.set', `Applied the ${type} set “${set.name}”.`);
  });
  return present(ctx, user, id);
}

/** The sets a workspace may apply: its own and its organisation's global ones (Read). */
export async function listSets(ctx: AppContext, user: UserRecord, id: number): Promise<{ data: AnalysisSet[] }> {
  const { workspace } = await workspaceAccess(ctx.db, user, id, 'Read');
  return { data: (await listAnalysisSets(ctx.db, workspace.organizationId, id)).map(presentAnalysisSet) };
}

/** A set of the workspace (Write); its queries must be the workspace's. */
export async function createSet(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  body: AnalysisSetCreateParsed,
): Promise<AnalysisSet> {
  const { workspace } = await workspaceAccess(ctx.db, user, id, 'Write');
  const known = new Set(await queriesOfWorkspace(ctx.db, id, body.query_ids));
  const missing = body.query_ids.find((q) => !known.has(q));
  if (missing !== undefined) throw invalid('query_ids', `This workspace has no query ${missing}.`);
  const row = await insertAnalysisSet(ctx.db, {
    organizationId: workspace.organizationId,
    workspaceId: id,
    createdBy: user.id,
    name: body.name,
    queryIds: body.query_ids,
    filters: body.filters,
  });
  return presentAnalysisSet(row);
}

/** The organisation's global sets. */
export async function listGlobalSets(ctx: AppContext, user: UserRecord): Promise<{ data: AnalysisSet[] }> {
  if (user.organizationId === null) return { data: [] };
  return { data: (await listAnalysisSets(ctx.db, user.organizationId, null)).map(presentAnalysisSet) };
}

/** A global set of the organisation, usable in all its workspaces (filters only: queries belong to a workspace). */
export async function createGlobalSet(
  ctx: AppContext,
  user: UserRecord,
  body: AnalysisSetCreateParsed,
): Promise<AnalysisSet> {
  const organizationId = organizationOf(user);
  if (body.query_ids.length > 0) throw invalid('query_ids', 'A global set holds filters only, not queries.');
  const row = await insertAnalysisSet(ctx.db, {
    organizationId,
    workspaceId: null,
    createdBy: user.id,
    name: body.name,
    queryIds: [],
    filters: body.filters,
  });
  return presentAnalysisSet(row);
}

export async function listThemes(
  ctx: AppContext,
  user: UserRecord,
  usersOnly: boolean,
): Promise<{ data: AnalysisTheme[] }> {
  if (user.organizationId === null) return { data: [] };
  const rows = await listAnalysisThemes(ctx.db, { id: user.id, organizationId: user.organizationId }, usersOnly);
  return { data: rows.map((row) => presentAnalysisTheme(row, themeRights(row, user).editable)) };
}

export async function createTheme(
  ctx: AppContext,
  user: UserRecord,
  body: AnalysisThemeCreateParsed,
): Promise<AnalysisTheme> {
  const organizationId = organizationOf(user);
  if (body.scope === 'organization' && !user.isAdmin)
    throw new AppError('FORBIDDEN', { message: 'Only your organisation’s administrators make themes for everyone.' });
  const row = await insertAnalysisTheme(ctx.db, {
    organizationId,
    userId: body.scope === 'organization' ? null : user.id,
    name: body.name,
    colourRange: body.colour_range,
  });
  return presentAnalysisTheme(row, true);
}

export async function changeTheme(
  ctx: AppContext,
  user: UserRecord,
  themeId: number,
  body: AnalysisThemeUpdateParsed,
): Promise<AnalysisTheme> {
  await themeFor(ctx, user, themeId, true);
  await updateAnalysisTheme(ctx.db, themeId, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.colour_range !== undefined ? { colourRange: body.colour_range } : {}),
    updatedAt: ctx.now(),
  });
  return presentAnalysisTheme((await getAnalysisTheme(ctx.db, themeId))!, true);
}

export async function removeTheme(ctx: AppContext, user: UserRecord, themeId: number): Promise<{ message: string }> {
  const theme = await themeFor(ctx, user, themeId, true);
  await deleteAnalysisTheme(ctx.db, themeId);
  return { message: `Deleted the colour theme “${theme.name}”.` };
}

/** `PATCH /analysis_theme/{id}/default/{flag}`: makes the theme the default of its scope (1), or not (0). */
export async function setThemeDefault(
  ctx: AppContext,
  user: UserRecord,
  themeId: number,
  on: boolean,
): Promise<AnalysisTheme> {
  const theme = await themeFor(ctx, user, themeId, true);
  await ctx.db.transaction((tx) => setAnalysisThemeDefault(tx, theme, on));
  return presentAnalysisTheme((await getAnalysisTheme(ctx.db, themeId))!, true);
}
