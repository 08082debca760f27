import type { User } from '@app/shared';
import { Button } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications/notify';
import { useTrackingDialog } from '../hooks/useTrackingDialog';
import { activeReferenceQuery } from '../queries/trackingQueries';
import { trackingConfig } from '../utils/trackingConfig';

/**
 * SPEC §4: while tracking is required and the user has no active reference, the dialog opens and cannot be
 * closed until one is saved. In the header, with tracking on, the active reference shows and opens the dialog.
 */
export function TrackingGate({ user }: { user: User }) {
  const { t } = useTranslation();
  const config = trackingConfig(user);
  const active = useQuery({ ...activeReferenceQuery, enabled: config.enabled });
  const openDialog = useTrackingDialog();
  const forcedOpen = useRef(false);

  const missing = config.required && active.data !== undefined && active.data.reference === null;
  useEffect(() => {
    if (!missing || forcedOpen.current) return;
    forcedOpen.current = true;
    openDialog({
      hint: config.hint,
      closable: false,
      onClosed: () => {
        forcedOpen.current = false;
      },
    });
  }, [missing, openDialog, config.hint]);

  const failed = active.isError;
  useEffect(() => {
    if (failed) notify({ type: 'error', message: t('tracking.dialog.loadFailed') });
  }, [failed, t]);

  if (!config.enabled) return null;
  const reference = active.data?.reference ?? null;
  return (
    <Button
      variant="default"
      size="compact-sm"
      leftSection={<IconReceipt size={16} aria-hidden="true" />}
      onClick={() => openDialog({ hint: config.hint, closable: !config.required || reference !== null })}
      data-testid="tracking-reference-button"
    >
      {reference ? t('tracking.header.active', { reference }) : t('tracking.header.set')}
    </Button>
  );
}
