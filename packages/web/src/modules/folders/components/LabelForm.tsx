import { FOLDER_LABEL_NAME_MAX, type FolderLabel } from '@app/shared';
import { Alert, Button, ColorInput, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { foldersApi } from '../api/foldersApi';
import {
  LABEL_SWATCHES,
  type LabelValues,
  labelCreateBody,
  labelErrors,
  labelProblems,
  labelUpdateBody,
  nextLabelColour,
} from '../utils/labels';

/** Mantine wants a mutable array; the list itself stays the one in utils. */
const SWATCHES = [...LABEL_SWATCHES];

/** Props of LabelForm. */
type LabelFormProps = {
  folderId: number;
  /** The label to change; null adds a new one. */
  label: FolderLabel | null;
  /** The colours the folder's labels have, so a new label starts with one not in use yet. */
  usedColours?: readonly string[];
  /** After a save with the saved label; with null on Cancel or when the edit changed nothing. */
  onDone?: (saved: FolderLabel | null) => void;
};

/**
 * A label's name and colour. Adding keeps the form open and empty for the next label; editing shows Save and
 * Cancel and takes the name field's focus, since it replaces the row the user just chose.
 */
export function LabelForm({ folderId, label, usedColours = [], onDone }: LabelFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const nameRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<LabelValues>({
    initialValues: { name: label?.name ?? '', colour: label?.colour ?? nextLabelColour(usedColours) },
    validate: (values) => {
      const problems = labelProblems(values);
      return {
        ...(problems.name ? { name: t('folderLabels.form.nameRequired') } : {}),
        ...(problems.colour ? { colour: t('folderLabels.form.colourInvalid') } : {}),
      };
    },
  });

  // Once, when the edit form replaces its row: not again when a refetch hands in a fresh label object.
  const editing = label !== null;
  useEffect(() => {
    if (editing) nameRef.current?.focus();
  }, [editing]);

  const save = useMutation({
    mutationFn: (values: LabelValues) =>
      label
        ? foldersApi.updateLabel(folderId, label.id, labelUpdateBody(label, values) ?? {})
        : foldersApi.createLabel(folderId, labelCreateBody(values)),
    onSuccess: async (saved) => {
      // The prefix covers the folder itself too: its patents' labels show these names and colours.
      await queryClient.invalidateQueries({ queryKey: ['folders', folderId] });
      notify({
        type: 'success',
        message: t(label ? 'folderLabels.form.saved' : 'folderLabels.form.added', { name: saved.name }),
      });
      if (!label) {
        form.setValues({ name: '', colour: nextLabelColour([...usedColours, saved.colour]) });
        form.resetDirty();
        nameRef.current?.focus();
      }
      onDone?.(saved);
    },
    onError: (error) => {
      const { fields, general } = labelErrors(error);
      form.setErrors(fields);
      setProblem(
        general.length > 0 ? general.join(' ') : Object.keys(fields).length > 0 ? null : describeApiError(error, t),
      );
    },
  });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    // An edit that changes nothing is not sent: the server refuses an empty change.
    if (label && labelUpdateBody(label, values) === null) onDone?.(null);
    else save.mutate(values);
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={label ? t('folderLabels.form.editTitle', { name: label.name }) : t('folderLabels.form.addTitle')}
    >
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" title={t('folderLabels.form.saveFailed')}>
            {problem}
          </Alert>
        )}
        <Group align="flex-start" gap="sm">
          <TextInput
            ref={nameRef}
            style={{ flex: 1, minWidth: 180 }}
            label={t('folderLabels.form.name')}
            maxLength={FOLDER_LABEL_NAME_MAX}
            aria-required="true"
            {...form.getInputProps('name')}
          />
          <ColorInput
            w={200}
            label={t('folderLabels.form.colour')}
            description={t('folderLabels.form.colourHelp')}
            // The hint under the field keeps both inputs on one line, whatever the hint's length.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            format="hex"
            swatches={SWATCHES}
            swatchesPerRow={SWATCHES.length}
            withEyeDropper={false}
            aria-required="true"
            {...form.getInputProps('colour')}
          />
        </Group>
        <Group gap="xs">
          <Button type="submit" loading={save.isPending}>
            {label ? t('folderLabels.form.save') : t('folderLabels.form.add')}
          </Button>
          {label && (
            <Button variant="default" onClick={() => onDone?.(null)}>
              {t('folderLabels.form.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
