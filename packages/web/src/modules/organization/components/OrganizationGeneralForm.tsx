import {
  DEFAULT_EXPORT_CAP,
  DEFAULT_FOLDER_LIMIT,
  DEFAULT_FOLDER_WARNING,
  FOLDER_LIMIT_MAX,
  MAX_EXPORT_CAP,
  ORGANIZATION_NAME_MAX,
  type OrganizationSettings,
} from '@app/shared';
import { Alert, Button, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { organizationApi } from '../api/organizationApi';
import { refreshOrganization } from '../queries/organizationQueries';

/** Blank number fields mean "the default". */
type Values = {
  name: string;
  folderLimit: number | string;
  folderWarning: number | string;
  exportCap: number | string;
};

const asCount = (value: number | string): number | null => (value === '' ? null : Number(value));

function countProblem(value: number | string, t: TFunction, max = FOLDER_LIMIT_MAX): string | null {
  if (value === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n)) return t('organization.general.wholeNumber');
  if (n < 1 || n > max) return t('organization.general.range', { max: max.toLocaleString('en') });
  return null;
}

/**
 * The organisation's name, how many patents a folder may hold with the count from which adding warns, and the most
 * documents one export may hold.
 */
export function OrganizationGeneralForm({ settings }: { settings: OrganizationSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      name: settings.name,
      folderLimit: settings.folder_limit ?? '',
      folderWarning: settings.folder_warning ?? '',
      exportCap: settings.export_cap ?? '',
    },
    validate: {
      name: (v) => (v.trim() === '' ? t('organization.general.nameRequired') : null),
      folderLimit: (v) => countProblem(v, t),
      exportCap: (v) => countProblem(v, t, MAX_EXPORT_CAP),
      folderWarning: (v, values) => {
        const own = countProblem(v, t);
        if (own) return own;
        const limit = asCount(values.folderLimit) ?? settings.effective_folder_limit;
        const warning = asCount(v);
        return warning !== null && warning > limit
          ? t('organization.general.warningAboveLimit', { limit: limit.toLocaleString('en') })
          : null;
      },
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      organizationApi.update({
        name: values.name.trim(),
        folder_limit: asCount(values.folderLimit),
        folder_warning: asCount(values.folderWarning),
        export_cap: asCount(values.exportCap),
      }),
    onSuccess: async () => {
      await refreshOrganization(queryClient);
      notify({ type: 'success', message: t('organization.general.saved') });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      const names: Record<string, keyof Values> = {
        name: 'name',
        folder_limit: 'folderLimit',
        folder_warning: 'folderWarning',
        export_cap: 'exportCap',
      };
      const mine = Object.fromEntries(
        Object.entries(fields)
          .filter(([k]) => k in names)
          .map(([k, v]) => [names[k], v.join(' ')]),
      );
      form.setErrors(mine);
      setProblem(Object.keys(mine).length > 0 ? null : describeApiError(error, t));
    },
  });
  return (
    <form
      noValidate
      aria-labelledby="organization-general-title"
      onSubmit={form.onSubmit((values) => {
        setProblem(null);
        save.mutate(values);
      })}
    >
      <Stack gap="sm" maw={520}>
        <Title order={2} id="organization-general-title">
          {t('organization.general.title')}
        </Title>
        {problem && (
          <Alert color="red" variant="light" title={t('organization.general.saveFailed')}>
            {problem}
          </Alert>
        )}
        <TextInput
          label={t('organization.general.name')}
          maxLength={ORGANIZATION_NAME_MAX}
          aria-required="true"
          {...form.getInputProps('name')}
        />
        <NumberInput
          label={t('organization.general.folderLimit')}
          description={t('organization.general.blankIsDefault', { value: DEFAULT_FOLDER_LIMIT.toLocaleString('en') })}
          min={1}
          max={FOLDER_LIMIT_MAX}
          allowDecimal={false}
          thousandSeparator=","
          {...form.getInputProps('folderLimit')}
        />
        <NumberInput
          label={t('organization.general.folderWarning')}
          description={t('organization.general.warningHint', { value: DEFAULT_FOLDER_WARNING.toLocaleString('en') })}
          min={1}
          max={FOLDER_LIMIT_MAX}
          allowDecimal={false}
          thousandSeparator=","
          {...form.getInputProps('folderWarning')}
        />
        <NumberInput
          label={t('organization.general.exportCap')}
          description={t('organization.general.blankIsDefault', { value: DEFAULT_EXPORT_CAP.toLocaleString('en') })}
          min={1}
          max={MAX_EXPORT_CAP}
          allowDecimal={false}
          thousandSeparator=","
          {...form.getInputProps('exportCap')}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('organization.general.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
