import { can } from '@app/shared';
import { Button } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { openAlertForm } from './AlertForm';

/** "Create alert from this search" on a search's results: the alert dialog with the search's query filled in. */
export function CreateAlertButton({ query }: { query: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  if (!user || !can.writeData(user)) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconBell size={14} aria-hidden="true" />}
      onClick={() => openAlertForm({ prefill: { query }, onSaved: (alert) => navigate(`/alerts/${alert.id}`) })}
    >
      {t('alerts.createFromSearch')}
    </Button>
  );
}
