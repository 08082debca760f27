import type { WorkspaceShare } from '@app/shared';
import { Alert, Button, CopyButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { openModal } from '../../../lib/modals/openModal';
import { publicLinkUrl } from '../../share/utils/shareExpiry';

type ShareLinkCalls = {
  /** Makes the link, or finds the one already made (the share calls answer the same link twice). */
  make: () => Promise<WorkspaceShare>;
  revoke: (key: string) => Promise<unknown>;
};

/**
 * A dashboard's or chart's public link (SPEC §7 dashboard and chart share): made on opening, shown with Copy, and
 * revocable; visitors read it without signing in and never change anything.
 */
function ShareLinkBody({ calls, onClose }: { calls: ShareLinkCalls; onClose: () => void }) {
  const { t } = useTranslation();
  const make = useMutation({ mutationFn: calls.make });
  const revoke = useMutation({ mutationFn: calls.revoke });
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once, when the dialog opens.
  useEffect(() => make.mutate(), []);
  if (make.isPending || make.isIdle)
    return (
      <Group gap="xs" data-testid="share-link-making">
        <Loader size="sm" />
        <Text>{t('analysis.share.making')}</Text>
      </Group>
    );
  if (make.isError) return <Alert color="red">{describeApiError(make.error, t)}</Alert>;
  const url = publicLinkUrl(make.data.url);
  if (revoke.isSuccess)
    return (
      <Stack gap="sm">
        <Text data-testid="share-link-revoked">{t('analysis.share.revoked')}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('analysis.share.close')}</Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Text size="sm">{t('analysis.share.explain')}</Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label={t('analysis.share.address')}
          value={url}
          readOnly
          style={{ flex: 1 }}
          data-testid="share-link-url"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button onClick={copy}>{copied ? t('analysis.share.copied') : t('analysis.share.copy')}</Button>
          )}
        </CopyButton>
      </Group>
      {revoke.isError && <Alert color="red">{describeApiError(revoke.error, t)}</Alert>}
      <Group justify="space-between">
        <Button
          variant="subtle"
          color="red"
          loading={revoke.isPending}
          onClick={() => revoke.mutate(make.data.key)}
          data-testid="share-link-revoke"
        >
          {t('analysis.share.revoke')}
        </Button>
        <Button onClick={onClose}>{t('analysis.share.close')}</Button>
      </Group>
    </Stack>
  );
}

export function openShareLinkModal(title: string, calls: ShareLinkCalls): void {
  const id = openModal({
    title,
    size: 'lg',
    children: <ShareLinkBody calls={calls} onClose={() => modals.close(id)} />,
  });
}
