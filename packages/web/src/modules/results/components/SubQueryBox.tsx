import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A query run inside the set shown (a folder's patents, the patent list), in the same language as the search
 * screen; Enter runs it, "Show all" drops it. A malformed query comes back from the server with its position and
 * is shown where the results would be.
 */
export function SubQueryBox({ value, onRun }: { value: string | null; onRun: (query: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  return (
    <form
      aria-label={t('folderBulk.subQueryLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        onRun(draft);
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('folderBulk.subQueryLabel')}
          placeholder={t('folderBulk.subQueryPlaceholder')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          spellCheck={false}
          autoComplete="off"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          data-testid="sub-query"
        />
        <Button type="submit" leftSection={<IconSearch size={14} aria-hidden="true" />}>
          {t('folderBulk.subQueryRun')}
        </Button>
        {value && (
          <Button variant="subtle" onClick={() => onRun('')}>
            {t('folderBulk.subQueryClear')}
          </Button>
        )}
      </Group>
    </form>
  );
}
