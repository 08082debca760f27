import type { Folder } from '@app/shared';
import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconForms } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../lib/modals/openModal';
import { notify } from '../../../lib/notifications/notify';
import { customFieldsApi } from '../api/customFieldsApi';
import {
  activeCustomFieldSchemeQuery,
  CUSTOM_FIELDS_KEY,
  folderCustomValuesQuery,
} from '../queries/customFieldQueries';
import { CustomValuesForm } from './CustomValuesForm';

/** A selection action in a folder: the same values on every selected patent (only the fields filled in change). */
export function BulkCustomValuesButton({
  folder,
  ucids,
  onDone,
}: {
  folder: Folder;
  ucids: readonly string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const active = useQuery({ ...activeCustomFieldSchemeQuery, staleTime: 30_000 });
  const fields = active.data?.fields ?? [];
  if (fields.length === 0 || folder.permission === 'read') return null;
  const open = () => {
    const id = openModal({
      title: t('customFields.values.bulkTitle', { count: ucids.length }),
      children: (
        <CustomValuesForm
          fields={fields}
          values={{}}
          onlyChanged
          onSave={async (body) => {
            const answer = await customFieldsApi.setBulkValues(folder.id, ucids, body);
            await queryClient.invalidateQueries({ queryKey: folderCustomValuesQuery(folder.id).queryKey });
            await queryClient.invalidateQueries({ queryKey: [...CUSTOM_FIELDS_KEY, 'display'] });
            notify({ type: 'success', message: t('customFields.values.bulkSaved', { count: answer.updated }) });
            onDone();
          }}
          onDone={() => modals.close(id)}
        />
      ),
    });
  };
  return (
    <Button size="xs" variant="default" leftSection={<IconForms size={14} aria-hidden="true" />} onClick={open}>
      {t('customFields.values.bulk')}
    </Button>
  );
}
