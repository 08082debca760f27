import type { PublicShareInfo, ShareKind } from '@app/shared';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { Expired } from '../../../ui/Expired';
import { LoadingLine } from '../../../ui/LoadState';
import { NotFound } from '../../../ui/NotFound';
import { shareInfoQuery } from '../queries/shareQueries';

/**
 * The data guard of the share routes (SPEC §2): the link's key must open a link of this kind; 410 (expired or
 * revoked) shows Expired, any other failure NotFound. The screen then gets the link's public description.
 */
export function ShareGuard({
  kind,
  shareKey,
  children,
}: {
  kind: ShareKind;
  shareKey: string;
  children: (info: PublicShareInfo) => ReactNode;
}) {
  const { t } = useTranslation();
  const info = useQuery(shareInfoQuery(shareKey));
  if (info.isError) {
    return info.error instanceof ApiError && info.error.status === 410 ? <Expired /> : <NotFound />;
  }
  if (!info.data) return <LoadingLine label={t('share.public.loading')} />;
  if (info.data.kind !== kind) return <NotFound />;
  return children(info.data);
}

/** The heading of a shared set or document: its title, who shared it (the name they chose) and until when. */
export function SharedHeading({ info, order = 1 }: { info: PublicShareInfo; order?: 1 | 2 }) {
  return (
    <Stack gap={4}>
      <Title order={order} data-testid="share-title">
        {info.title}
      </Title>
      <SharedMeta info={info} />
    </Stack>
  );
}

/** Who shared it (the name they chose, never their account) and until when. */
export function SharedMeta({ info }: { info: PublicShareInfo }) {
  const { t } = useTranslation();
  const until = info.expires_at ? info.expires_at.slice(0, 10) : null;
  return (
    <Text fz="sm" c="dimmed" data-testid="share-meta">
      {info.display_name ? t('share.public.sharedBy', { name: info.display_name }) : t('share.public.shared')}
      {until ? ` · ${t('share.public.until', { date: until })}` : ''}
    </Text>
  );
}
