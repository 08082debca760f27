import { TrackingReferenceSchema } from '@app/shared';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { notify } from '../../../lib/notifications/notify';
import { trackingApi } from '../api/trackingApi';
import { activeReferenceQuery, clientReferencesQuery, TRACKING_KEY } from '../queries/trackingQueries';
import { ReferenceCombobox } from './ReferenceCombobox';
import '../tracking.css';

/** Props of TrackingReferenceForm. */
type TrackingReferenceFormProps = {
  /** The module's tracking_id_format, shown as a hint. */
  hint: string | null;
  /** Called once the reference is saved (the dialog closes). */
  onSaved: () => void;
};

/**
 * The body of the Update Tracking Reference dialog (SPEC §2, §4): pick or type a reference and save. A saved
 * reference reloads the active one and says so; the server's field errors show under the field (SPEC §5).
 */
export function TrackingReferenceForm({ hint, onSaved }: TrackingReferenceFormProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const references = useQuery(clientReferencesQuery);
  const active = useQuery(activeReferenceQuery);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  // Starts from the active reference once it is known, so changing it begins from what is set.
  const activeReference = active.data?.reference ?? null;
  useEffect(() => {
    if (activeReference !== null) setValue((typed) => (typed === '' ? activeReference : typed));
  }, [activeReference]);

  const save = useMutation({
    mutationFn: (reference: string) => trackingApi.setActive(reference),
    onSuccess: async () => {
      notify({ type: 'success', message: t('tracking.dialog.saved') });
      await client.invalidateQueries({ queryKey: TRACKING_KEY });
      onSaved();
    },
    onError: (failure) => {
      const fieldMessage = failure instanceof ApiError ? failure.fields.reference?.[0] : undefined;
      if (fieldMessage) setError(fieldMessage);
      else notify({ type: 'error', message: t('tracking.dialog.saveFailed') });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = TrackingReferenceSchema.safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t('tracking.dialog.required'));
      return;
    }
    setError(null);
    save.mutate(checked.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {references.isError && (
          <Alert color="red" variant="light" title={t('tracking.dialog.loadFailed')}>
            <Group gap="sm">
              <Text fz="sm">{t('tracking.dialog.loadFailedHint')}</Text>
              <Button size="xs" variant="default" onClick={() => void references.refetch()}>
                {t('errors.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {references.isPending && (
          <Group gap="xs" aria-busy="true">
            <Loader size="xs" aria-hidden="true" />
            <Text fz="sm">{t('tracking.dialog.loading')}</Text>
          </Group>
        )}
        <ReferenceCombobox
          references={references.data ?? []}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          hint={hint}
          error={error}
          disabled={save.isPending}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('tracking.dialog.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
