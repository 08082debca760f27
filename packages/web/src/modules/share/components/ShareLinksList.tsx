import type { ShareLink } from '@app/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  CopyButton,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { confirm } from '../../../lib/modals/confirm';
import { notify } from '../../../lib/notifications/notify';
import { formatActivityTime } from '../../folders/utils/activityTime';
import { shareApi } from '../api/shareApi';
import { shareLinksQuery } from '../queries/shareQueries';
import { publicLinkUrl } from '../utils/shareExpiry';

/** The user's share links (issue 19): what each shares, how often it was opened, until when; copy and revoke. */
export function ShareLinksList() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const links = useQuery(shareLinksQuery);
  const revoke = useMutation({
    mutationFn: (id: number) => shareApi.revoke(id),
    onSuccess: async () => {
      notify({ type: 'success', message: t('share.list.revoked') });
      await client.invalidateQueries({ queryKey: shareLinksQuery.queryKey });
    },
    onError: (error) =>
      notify({ type: 'error', title: t('share.list.revokeFailed'), message: describeApiError(error, t) }),
  });
  const askRevoke = (link: ShareLink) =>
    confirm({
      title: t('share.list.revokeTitle'),
      message: t('share.list.revokeMessage', { label: link.label }),
      confirmLabel: t('share.list.revoke'),
      onConfirm: () => revoke.mutate(link.id),
    });

  return (
    <Stack gap="md">
      <Title order={2}>{t('share.list.title')}</Title>
      {links.isPending && (
        <Group gap="xs" aria-busy="true">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('share.list.loading')}</Text>
        </Group>
      )}
      {links.isError && (
        <Alert color="red" variant="light" title={t('share.list.loadFailed')}>
          <Group gap="sm">
            <Text fz="sm">{describeApiError(links.error, t)}</Text>
            <Button size="xs" variant="default" onClick={() => void links.refetch()}>
              {t('errors.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {links.data && links.data.length === 0 && <Text c="dimmed">{t('share.list.empty')}</Text>}
      {links.data && links.data.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label={t('share.list.title')} data-testid="share-links-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('share.list.kind')}</Table.Th>
                <Table.Th>{t('share.list.target')}</Table.Th>
                <Table.Th>{t('share.list.views')}</Table.Th>
                <Table.Th>{t('share.list.expires')}</Table.Th>
                <Table.Th>{t('share.list.state')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('share.list.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {links.data.map((link) => {
                const url = publicLinkUrl(link.url);
                return (
                  <Table.Tr key={link.id} data-testid="share-link-row" data-key={link.key}>
                    <Table.Td fz="sm">{t(`share.kinds.${link.kind}`)}</Table.Td>
                    <Table.Td fz="sm">
                      {link.state === 'active' ? (
                        <Anchor href={url} target="_blank" rel="noreferrer">
                          {link.label}
                        </Anchor>
                      ) : (
                        link.label
                      )}
                    </Table.Td>
                    <Table.Td fz="sm" data-testid="share-link-views">
                      {link.views.toLocaleString('en')}
                    </Table.Td>
                    <Table.Td fz="sm">
                      {link.expires_at ? formatActivityTime(link.expires_at) : t('share.list.never')}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="default" data-state={link.state} data-testid="share-link-state">
                        {t(`share.states.${link.state}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <CopyButton value={url}>
                          {({ copied, copy }) => (
                            <Button
                              size="compact-sm"
                              variant="default"
                              onClick={copy}
                              aria-label={t('share.list.copyLabel', { label: link.label })}
                            >
                              {copied ? t('share.copied') : t('share.copy')}
                            </Button>
                          )}
                        </CopyButton>
                        {link.state === 'active' && (
                          <Button
                            size="compact-sm"
                            variant="default"
                            color="red"
                            onClick={() => askRevoke(link)}
                            loading={revoke.isPending && revoke.variables === link.id}
                            aria-label={t('share.list.revokeLabel', { label: link.label })}
                            data-testid="share-link-revoke"
                          >
                            {t('share.list.revoke')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
