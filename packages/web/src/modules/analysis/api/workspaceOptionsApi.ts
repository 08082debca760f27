import {
  type AnalysisSetCreateParsed,
  AnalysisSetListSchema,
  AnalysisSetSchema,
  AnalysisThemeListSchema,
  AnalysisThemeSchema,
  CLIENT_UUID_HEADER,
  MessageAnswerSchema,
  WorkspaceLabelSchema,
} from '@app/shared';
import { apiRequest } from '../../../lib/api/apiRequest';
import { FullWorkspaceAnswerSchema } from '../utils/fullWorkspace';
import type { SetChoice } from '../utils/workspaceSets';
import { CLIENT_UUID } from './clientUuid';

const headers = { [CLIENT_UUID_HEADER]: CLIENT_UUID };

/** The body of a new colour theme or of a change to one (SPEC §3 Colour theme: a list of colour entries). */
export type ThemeBody = {
  name: string;
  colour_range: (string | number | null)[][];
  scope?: 'user' | 'organization';
};

/**
 * SPEC §7 "Workspaces and analysis": the calls that mark a workspace with labels, draw it with a colour theme and
 * chart it against a set. Changes to a workspace answer it whole and carry the tab's client UUID, so the tab
 * ignores the echo of its own change on the realtime channel.
 */
export const workspaceOptionsApi = {
  createLabel: (body: { name: string; colour: string }) =>
    apiRequest('/user/workspace_labels', { method: 'POST', body, schema: WorkspaceLabelSchema }),
  deleteLabel: (labelId: number) =>
    apiRequest(`/user/workspace_labels/${labelId}`, { method: 'DELETE', schema: MessageAnswerSchema }),
  /** `POST /workspace/label/{attach|detach}`: one of the caller's labels on or off the workspace. */
  label: (action: 'attach' | 'detach', workspaceId: number, labelId: number) =>
    apiRequest(`/workspace/label/${action}`, {
      method: 'POST',
      body: { workspace_id: workspaceId, label_id: labelId },
      schema: FullWorkspaceAnswerSchema,
      headers,
    }),

  /** `GET /analysis_theme`: the caller's own themes and the organisation's. */
  themes: (signal?: AbortSignal) => apiRequest('/analysis_theme', { schema: AnalysisThemeListSchema, signal }),
  createTheme: (body: ThemeBody) =>
    apiRequest('/analysis_theme', { method: 'POST', body, schema: AnalysisThemeSchema }),
  updateTheme: (themeId: number, body: Partial<Omit<ThemeBody, 'scope'>>) =>
    apiRequest(`/analysis_theme/${themeId}`, { method: 'PATCH', body, schema: AnalysisThemeSchema }),
  deleteTheme: (themeId: number) =>
    apiRequest(`/analysis_theme/${themeId}`, { method: 'DELETE', schema: MessageAnswerSchema }),
  /** `PATCH /analysis_theme/{id}/default/{flag}`: the default of its scope (the caller's or the organisation's). */
  themeDefault: (themeId: number, on: boolean) =>
    apiRequest(`/analysis_theme/${themeId}/default/${on ? 1 : 0}`, { method: 'PATCH', schema: AnalysisThemeSchema }),
  /** SPEC §5: a theme is applied when an id is given and removed when it is null. */
  theme: (workspaceId: number, themeId: number | null) =>
    apiRequest(`/workspace/theme/${themeId === null ? 'remove' : 'apply'}`, {
      method: 'POST',
      body: { workspace_id: workspaceId, theme_id: themeId },
      schema: FullWorkspaceAnswerSchema,
      headers,
    }),

  /** `GET /workspaces/{id}/sets`: the workspace's own sets and the organisation's global ones. */
  sets: (workspaceId: number, signal?: AbortSignal) =>
    apiRequest(`/workspaces/${workspaceId}/sets`, { schema: AnalysisSetListSchema, signal }),
  createSet: (workspaceId: number, body: AnalysisSetCreateParsed) =>
    apiRequest(`/workspaces/${workspaceId}/sets`, { method: 'POST', body, schema: AnalysisSetSchema }),
  /** `POST /workspace/set/apply` with type set, global or clear (SPEC §5; clear carries a null set_id). */
  set: (workspaceId: number, choice: SetChoice) =>
    apiRequest('/workspace/set/apply', {
      method: 'POST',
      body: { workspace_id: workspaceId, ...choice },
      schema: FullWorkspaceAnswerSchema,
      headers,
    }),
};
