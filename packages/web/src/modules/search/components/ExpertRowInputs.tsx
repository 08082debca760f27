import type { ExpertRow } from '@app/query';
import { ActionIcon, Box, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpertFormRow } from '../types/ExpertFormRow';
import { expertTermsInputId } from '../utils/expertTermsInputId';
import { fieldSelectData } from '../utils/fieldSelectData';

const OPERATORS: readonly ExpertRow['operator'][] = ['AND', 'OR', 'NOT', 'XOR'];
const OPERATOR_WIDTH = 88;

/** Props of ExpertRowInputs. */
type ExpertRowInputsProps = {
  row: ExpertFormRow;
  /** 0-based; the first row has no operator (nothing above it to join). */
  index: number;
  problem: string | undefined;
  canRemove: boolean;
  onChange: (patch: Partial<Omit<ExpertFormRow, 'id'>>) => void;
  onRemove: () => void;
};

/** One expert row: how it joins the rows above, the field, the terms, and a remove button. */
export function ExpertRowInputs({ row, index, problem, canRemove, onChange, onRemove }: ExpertRowInputsProps) {
  const { t } = useTranslation();
  const fields = useMemo(() => fieldSelectData(t), [t]);
  const number = index + 1;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap" data-testid="expert-row">
      {index === 0 ? (
        <Box w={OPERATOR_WIDTH} pt={6}>
          <Text size="sm" c="dimmed">
            {t('search.expert.first')}
          </Text>
        </Box>
      ) : (
        <NativeSelect
          w={OPERATOR_WIDTH}
          aria-label={t('search.expert.operatorOfRow', { number })}
          data={OPERATORS.map((operator) => ({ value: operator, label: operator }))}
          value={row.operator}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ operator: OPERATORS.find((operator) => operator === value) ?? 'AND' });
          }}
        />
      )}
      <NativeSelect
        w={280}
        aria-label={t('search.expert.fieldOfRow', { number })}
        data={fields}
        value={row.field}
        onChange={(event) => onChange({ field: event.currentTarget.value })}
      />
      <TextInput
        style={{ flex: 1 }}
        id={expertTermsInputId(row.id)}
        aria-label={t('search.expert.termsOfRow', { number })}
        value={row.terms}
        error={problem}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        onChange={(event) => onChange({ terms: event.currentTarget.value })}
      />
      <ActionIcon
        variant="subtle"
        color="gray.8"
        size="lg"
        aria-label={t('search.expert.removeRow', { number })}
        disabled={!canRemove}
        onClick={onRemove}
      >
        <IconTrash size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
