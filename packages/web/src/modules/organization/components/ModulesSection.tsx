import { MODULE_NAMES, type ModuleName, type OrganizationModule, TRACKING_FORMAT_HINT_MAX } from '@app/shared';
import { Alert, Button, Card, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { organizationApi } from '../api/organizationApi';
import { refreshOrganization } from '../queries/organizationQueries';

type Configure = { name: ModuleName; configuration: Record<string, unknown> };

/**
 * Every licensed module of SPEC §1, switched on and off at once. Tracking also says whether a reference is required
 * and shows users a hint of what one looks like; those settings are saved with their own button.
 */
export function ModulesSection({ modules }: { modules: readonly OrganizationModule[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const configure = useMutation({
    mutationFn: ({ name, configuration }: Configure) => organizationApi.configureModule(name, configuration),
    onSuccess: async (saved) => {
      await refreshOrganization(queryClient);
      notify({
        type: 'success',
        message: t(
          saved.configuration.enabled ? 'organization.modules.switchedOn' : 'organization.modules.switchedOff',
          {
            name: t(`organization.modules.names.${saved.name}`),
          },
        ),
      });
    },
    onError: (error) =>
      notify({ type: 'error', title: t('organization.modules.saveFailed'), message: describeApiError(error, t) }),
  });
  const configurationOf = (name: ModuleName) =>
    modules.find((m) => m.name === name)?.configuration ?? { enabled: false };

  return (
    <Stack gap="sm" component="section" aria-labelledby="organization-modules-title">
      <Title order={2} id="organization-modules-title">
        {t('organization.modules.title')}
      </Title>
      <Text fz="sm" c="dimmed">
        {t('organization.modules.intro')}
      </Text>
      {MODULE_NAMES.map((name) => {
        const configuration = configurationOf(name);
        return (
          <Card key={name} withBorder padding="sm">
            <Stack gap="xs">
              <Switch
                label={t(`organization.modules.names.${name}`)}
                description={t(`organization.modules.descriptions.${name}`)}
                checked={configuration.enabled}
                disabled={configure.isPending && configure.variables?.name === name}
                onChange={(event) =>
                  configure.mutate({ name, configuration: { ...configuration, enabled: event.currentTarget.checked } })
                }
              />
              {name === 'tracking' && configuration.enabled && <TrackingSettings configuration={configuration} />}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

/** Whether a tracking reference is required, and the format hint the tracking dialog shows. */
function TrackingSettings({ configuration }: { configuration: OrganizationModule['configuration'] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [required, setRequired] = useState(configuration.required === true);
  const [hint, setHint] = useState(
    typeof configuration.tracking_id_format === 'string' ? configuration.tracking_id_format : '',
  );
  const [hintError, setHintError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      organizationApi.configureModule('tracking', {
        ...configuration,
        enabled: true,
        required,
        tracking_id_format: hint.trim(),
      }),
    onSuccess: async () => {
      await refreshOrganization(queryClient);
      notify({ type: 'success', message: t('organization.tracking.saved') });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      const own = fields['configuration.tracking_id_format'];
      setHintError(own ? own.join(' ') : null);
      setProblem(own ? null : describeApiError(error, t));
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(null);
        if (hint.trim().length > TRACKING_FORMAT_HINT_MAX) {
          setHintError(t('organization.tracking.hintTooLong', { max: TRACKING_FORMAT_HINT_MAX }));
          return;
        }
        setHintError(null);
        save.mutate();
      }}
    >
      <Stack gap="xs" pl="xl">
        {problem && (
          <Alert color="red" variant="light" title={t('organization.tracking.saveFailed')}>
            {problem}
          </Alert>
        )}
        <Switch
          label={t('organization.tracking.required')}
          description={t('organization.tracking.requiredHint')}
          checked={required}
          onChange={(event) => setRequired(event.currentTarget.checked)}
        />
        <TextInput
          label={t('organization.tracking.formatHint')}
          description={t('organization.tracking.formatHintHint')}
          placeholder={t('organization.tracking.formatHintPlaceholder')}
          value={hint}
          error={hintError}
          maxLength={TRACKING_FORMAT_HINT_MAX + 20}
          onChange={(event) => setHint(event.currentTarget.value)}
          maw={420}
        />
        <Group>
          <Button type="submit" size="xs" loading={save.isPending}>
            {t('organization.tracking.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
