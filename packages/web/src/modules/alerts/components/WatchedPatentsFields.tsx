import { Button, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { foldersQuery } from '../../folders/queries/folderQueries';
import type { AlertFormValues } from '../utils/alertFormValues';
import { folderUcids } from '../utils/folderUcids';

/** The watched patents: numbers pasted in, or taken from a folder (which fills the same list, to edit further). */
export function WatchedPatentsFields({ form }: { form: UseFormReturnType<AlertFormValues> }) {
  const { t } = useTranslation();
  const folders = useQuery(foldersQuery).data?.folders ?? [];
  const [folderId, setFolderId] = useState('');
  const take = useMutation({
    mutationFn: (id: number) => folderUcids(id),
    onSuccess: (ucids) => {
      const have = form.values.ucids.trim();
      form.setFieldValue('ucids', [...(have ? [have] : []), ...ucids].join('\n'));
    },
    onError: (error) => notify({ type: 'error', message: describeApiError(error, t) }),
  });
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs">
        <NativeSelect
          label={t('alerts.form.watchFromFolder')}
          data={[
            { value: '', label: t('alerts.form.chooseFolder') },
            ...folders.map((f) => ({ value: String(f.id), label: `${f.name} (${f.patent_count})` })),
          ]}
          value={folderId}
          onChange={(event) => setFolderId(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          disabled={folderId === ''}
          loading={take.isPending}
          onClick={() => take.mutate(Number(folderId))}
        >
          {t('alerts.form.addFolderPatents')}
        </Button>
      </Group>
      <Textarea
        label={t('alerts.form.ucids')}
        description={t('alerts.form.ucidsHint')}
        aria-required="true"
        autosize
        minRows={3}
        maxRows={10}
        {...form.getInputProps('ucids')}
      />
    </Stack>
  );
}
