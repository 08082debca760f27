import type { Folder } from '@app/shared';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingLine } from '../../../ui/LoadState';
import { NotFound } from '../../../ui/NotFound';
import { useFolderParam } from '../hooks/useFolderParam';
import { folderQuery } from '../queries/folderQueries';

/** The sections of a folder, each a route of SPEC §2 (/folders/{id}/patents, /npl, /labels, /activity, /permissions). */
export const FOLDER_SECTIONS = ['patents', 'npl', 'labels', 'activity', 'permissions'] as const;
export type FolderSection = (typeof FOLDER_SECTIONS)[number];

/**
 * A folder screen: the folder must load (SPEC §2 folder load guard: a folder that fails to load, or that the user
 * has no permission on, is NotFound), then the section tabs and the section itself, given the loaded folder.
 */
export function FolderFrame({
  section,
  children,
}: {
  section: FolderSection;
  children: (folder: Folder) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useFolderParam();
  const folder = useQuery({ ...folderQuery(id ?? 0), enabled: id !== null });
  if (id === null || folder.isError) return <NotFound />;
  if (!folder.data) return <LoadingLine label={t('folders.loading')} />;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('folders.resultsTitle', { name: folder.data.name })}</Title>
        {folder.data.description && <Text c="dimmed">{folder.data.description}</Text>}
      </Stack>
      <Tabs
        value={section}
        onChange={(value) => value && navigate(`/folders/${id}/${value}`)}
        keepMounted={false}
        activateTabWithKeyboard={false}
      >
        <Tabs.List aria-label={t('folders.tabs.label')}>
          {FOLDER_SECTIONS.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(`folders.tabs.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children(folder.data)}
    </Stack>
  );
}
