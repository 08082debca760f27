import type { QueryClient } from '@tanstack/react-query';
import { themesQuery } from '../queries/analysisQueries';
import { defaultTheme } from '../utils/themeForm';
import { workspaceOptionsApi } from './workspaceOptionsApi';

/**
 * Gives a workspace just created the user's default colour theme (their own default, else the organisation's), as
 * the themes dialog promises. Resolves with the theme applied, or null when there is no default to apply.
 */
export async function applyDefaultTheme(queryClient: QueryClient, workspaceId: number): Promise<string | null> {
  const theme = defaultTheme(await queryClient.fetchQuery(themesQuery));
  if (!theme) return null;
  await workspaceOptionsApi.theme(workspaceId, theme.id);
  return theme.name;
}
