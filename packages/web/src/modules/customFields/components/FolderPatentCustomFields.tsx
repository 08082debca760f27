import type { Folder, SearchDoc } from '@app/shared';
import { Button, Group, Text } from '@mantine/core';
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
import { valueText } from '../utils/fieldValues';
import { CustomValuesForm } from './CustomValuesForm';

/**
 * A folder patent's values for the fields of the user's active scheme, under the result in the folder's list;
 * writers change them in a dialog. Nothing shows while no scheme is active.
 */
export function FolderPatentCustomFields({ folder, doc }: { folder: Folder; doc: SearchDoc }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const active = useQuery({ ...activeCustomFieldSchemeQuery, staleTime: 30_000 });
  const values = useQuery({ ...folderCustomValuesQuery(folder.id), staleTime: 30_000 });
  const fields = active.data?.fields ?? [];
  if (fields.length === 0 || !values.data) return null;
  const own = values.data.get(doc.ucid) ?? {};
  const shown = fields.map((f) => ({ field: f, text: valueText(f, own[String(f.id)]) })).filter((s) => s.text !== '');

  const edit = () => {
    const id = openModal({
      title: t('customFields.values.editTitle', { ucid: doc.ucid }),
      children: (
        <CustomValuesForm
          fields={fields}
          values={own}
          onlyChanged={false}
          onSave={async (body) => {
            await customFieldsApi.setPatentValues(folder.id, doc.ucid, body);
            await queryClient.invalidateQueries({ queryKey: folderCustomValuesQuery(folder.id).queryKey });
            await queryClient.invalidateQueries({ queryKey: [...CUSTOM_FIELDS_KEY, 'display'] });
            notify({ type: 'success', message: t('customFields.values.saved') });
          }}
          onDone={() => modals.close(id)}
        />
      ),
    });
  };

  return (
    <Group gap="xs" data-testid="folder-custom-fields" wrap="wrap">
      {shown.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('customFields.values.none')}
        </Text>
      ) : (
        shown.map(({ field, text }) => (
          <Text key={field.id} fz="sm">
            <Text span fw={600} fz="sm">
              {field.name}:
            </Text>{' '}
            {text}
          </Text>
        ))
      )}
      {folder.permission !== 'read' && (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconForms size={14} aria-hidden="true" />}
          aria-label={t('customFields.values.editNamed', { ucid: doc.ucid })}
          onClick={edit}
        >
          {t('customFields.values.edit')}
        </Button>
      )}
    </Group>
  );
}
