import { Box, Button, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpertFormRow } from '../types/ExpertFormRow';
import { buildExpertQuery } from '../utils/buildExpertQuery';
import { ExpertRowInputs } from './ExpertRowInputs';

/** Props of ExpertSearchForm. */
type ExpertSearchFormProps = {
  /** Null while the default template loads. */
  rows: readonly ExpertFormRow[] | null;
  onUpdate: (id: string, patch: Partial<Omit<ExpertFormRow, 'id'>>) => void;
  onAdd: () => void;
  onRemove: (id: string) => void;
  /** Runs the built query as an expert search. */
  onSubmit: (query: string) => void;
  /** Hands the built query to the command line. */
  onEditInCommandLine: (query: string) => void;
  pending: boolean;
};

/**
 * The expert search: rows of field, terms and operator, read top to bottom. It builds the same query the
 * command line would run (shown below the rows as command-line text) and sends that, typed `expert`.
 */
export function ExpertSearchForm({
  rows,
  onUpdate,
  onAdd,
  onRemove,
  onSubmit,
  onEditInCommandLine,
  pending,
}: ExpertSearchFormProps) {
  const { t } = useTranslation();
  const built = useMemo(() => buildExpertQuery(rows ?? []), [rows]);

  if (rows === null) {
    return (
      <Group gap="xs" py="md">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t('search.expert.loading')}</Text>
      </Group>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (built.text !== '') onSubmit(built.text);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {rows.map((row, index) => (
          <ExpertRowInputs
            key={row.id}
            row={row}
            index={index}
            problem={built.problems.get(row.id)}
            canRemove={rows.length > 1}
            onChange={(patch) => onUpdate(row.id, patch)}
            onRemove={() => onRemove(row.id)}
          />
        ))}
        <Group>
          <Button variant="default" size="xs" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onAdd}>
            {t('search.expert.addRow')}
          </Button>
        </Group>
        <Box mt="xs">
          <Text size="sm" fw={600} mb={4}>
            {t('search.expert.preview')}
          </Text>
          <Code block data-testid="expert-preview" fz="sm">
            {built.text === '' ? t('search.expert.previewEmpty') : built.text}
          </Code>
        </Box>
        <Group gap="sm" mt="xs">
          <Button type="submit" loading={pending} disabled={built.text === ''}>
            {t('search.run')}
          </Button>
          <Button variant="default" disabled={built.text === ''} onClick={() => onEditInCommandLine(built.text)}>
            {t('search.expert.editInCommandLine')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
