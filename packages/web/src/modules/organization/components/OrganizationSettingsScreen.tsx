import { Divider, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert, LoadingLine } from '../../../ui/LoadState';
import { organizationQuery, organizationSettingsQuery } from '../queries/organizationQueries';
import { FolderCategoriesSection } from './FolderCategoriesSection';
import { ModulesSection } from './ModulesSection';
import { OrganizationGeneralForm } from './OrganizationGeneralForm';

/**
 * /settings/organization (admins; SPEC §2 names no route for it): the organisation's name and folder limit, its
 * licensed modules with their configuration, and its folder categories.
 */
export function OrganizationSettingsScreen() {
  const { t } = useTranslation();
  const settings = useQuery(organizationSettingsQuery);
  const organization = useQuery(organizationQuery);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('organization.title')}</Title>
        <Text c="dimmed">{t('organization.intro')}</Text>
      </Stack>
      {settings.isPending || organization.isPending ? (
        <LoadingLine label={t('organization.loading')} />
      ) : settings.isError || organization.isError ? (
        <LoadFailedAlert
          title={t('organization.loadFailed')}
          error={settings.error ?? organization.error}
          onRetry={() => {
            void settings.refetch();
            void organization.refetch();
          }}
        />
      ) : (
        <>
          <OrganizationGeneralForm key={settings.dataUpdatedAt} settings={settings.data} />
          <Divider />
          <ModulesSection modules={organization.data.modules} />
          <Divider />
          <FolderCategoriesSection categories={organization.data.folder_categories} />
        </>
      )}
    </Stack>
  );
}
