import {
  type FolderNpl,
  type FolderNplDetail,
  NPL_AUTHORS_MAX,
  NPL_DOI_MAX,
  NPL_SOURCE_MAX,
  NPL_TITLE_MAX,
  NPL_URL_MAX,
} from '@app/shared';
import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { folderNplApi } from '../api/folderNplApi';
import { folderNplQuery } from '../queries/folderNplQueries';
import { type NplValues, nplCreateBody, nplErrors, nplUpdateBody, nplValues, nplYear } from '../utils/nplForm';

/** Props of NplRecordForm. */
type NplRecordFormProps = {
  folderId: number;
  /** The record to change; null adds a new one. */
  record: FolderNpl | null;
  /** After a save, or on Cancel; the dialog closes. */
  onDone: () => void;
};

/**
 * The fields of an NPL record, in a dialog. Only the title is required; the server checks the rest (DOI, web
 * address, year) and its messages appear under the fields they are about, so the form and the API never disagree.
 */
export function NplRecordForm({ folderId, record, onDone }: NplRecordFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<NplValues>({ initialValues: nplValues(record) });

  const save = useMutation({
    mutationFn: ({ values, year }: { values: NplValues; year: number | null }): Promise<FolderNplDetail | null> => {
      if (!record) return folderNplApi.create(folderId, nplCreateBody(values, year));
      const body = nplUpdateBody(record, values, year);
      // An edit that changes nothing is not sent: the server refuses an empty change.
      return body ? folderNplApi.update(folderId, record.id, body) : Promise.resolve(null);
    },
    onSuccess: async (saved) => {
      if (saved) {
        await queryClient.invalidateQueries({ queryKey: folderNplQuery(folderId).queryKey });
        notify({
          type: 'success',
          message: t(record ? 'folderNpl.form.saved' : 'folderNpl.form.added', { title: saved.title }),
        });
      }
      onDone();
    },
    onError: (error) => {
      const { fields, general } = nplErrors(error);
      form.setErrors(fields);
      setProblem(
        general.length > 0 ? general.join(' ') : Object.keys(fields).length > 0 ? null : describeApiError(error, t),
      );
    },
  });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    const year = nplYear(values.year);
    if (year === 'invalid') {
      form.setFieldError('year', t('folderNpl.form.yearInvalid'));
      return;
    }
    save.mutate({ values, year });
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={record ? t('folderNpl.form.editTitle') : t('folderNpl.form.addTitle')}
    >
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" title={t('folderNpl.form.saveFailed')}>
            {problem}
          </Alert>
        )}
        <TextInput
          label={t('folderNpl.fields.title')}
          maxLength={NPL_TITLE_MAX}
          withAsterisk
          aria-required="true"
          data-autofocus
          {...form.getInputProps('title')}
        />
        <TextInput
          label={t('folderNpl.fields.authors')}
          description={t('folderNpl.form.authorsHelp')}
          maxLength={NPL_AUTHORS_MAX}
          {...form.getInputProps('authors')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('folderNpl.fields.source')}
            description={t('folderNpl.form.sourceHelp')}
            maxLength={NPL_SOURCE_MAX}
            {...form.getInputProps('source')}
          />
          <TextInput
            label={t('folderNpl.fields.year')}
            description={t('folderNpl.form.yearHelp')}
            inputMode="numeric"
            maxLength={6}
            {...form.getInputProps('year')}
          />
          <TextInput
            label={t('folderNpl.fields.doi')}
            description={t('folderNpl.form.doiHelp')}
            maxLength={NPL_DOI_MAX}
            spellCheck={false}
            {...form.getInputProps('doi')}
          />
          <TextInput
            label={t('folderNpl.fields.url')}
            description={t('folderNpl.form.urlHelp')}
            type="url"
            maxLength={NPL_URL_MAX}
            spellCheck={false}
            {...form.getInputProps('url')}
          />
        </SimpleGrid>
        <Textarea
          label={t('folderNpl.fields.abstract')}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('abstract')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('folderNpl.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {record ? t('folderNpl.form.save') : t('folderNpl.form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
