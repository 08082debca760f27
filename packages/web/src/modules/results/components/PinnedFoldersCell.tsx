import { Anchor, Group, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pinnedFoldersQuery } from '../queries/pinnedFoldersQuery';

/** The results table's "pinned folders" cell: links to the caller's pinned folders that hold this patent. */
export function PinnedFoldersCell({ ucid }: { ucid: string }) {
  const { t } = useTranslation();
  const query = useQuery({ ...pinnedFoldersQuery(ucid), staleTime: 30_000 });
  if (query.isPending) return <Loader size="xs" aria-label={t('folders.loading')} />;
  if (query.isError) return null;
  return (
    <Group gap={6} data-testid="pinned-folders">
      {query.data.map((folder) => (
        <Anchor key={folder.id} component={Link} to={`/folders/${folder.id}/patents`} fz="sm">
          {folder.name}
        </Anchor>
      ))}
    </Group>
  );
}
