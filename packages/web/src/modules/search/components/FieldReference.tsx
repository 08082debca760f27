import { Box, ScrollArea, Stack, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldGroups } from '../utils/fieldGroups';
import classes from './SearchReference.module.css';

/** Props of FieldReference. */
type FieldReferenceProps = {
  /** Called with the chosen field code. */
  onPick: (code: string) => void;
};

/** The field codes with what they search, grouped by kind, filterable; choosing one hands it to `onPick`. */
export function FieldReference({ onPick }: FieldReferenceProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => fieldGroups(filter), [filter]);
  return (
    <Stack gap="xs">
      <TextInput
        size="xs"
        label={t('search.reference.filterFields')}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
        {groups.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('search.reference.noFields')}
          </Text>
        )}
        {groups.map((group) => (
          <Box key={group.kind} mb="xs">
            <Text component="h3" size="xs" fw={700} tt="uppercase" c="dimmed" mb={2}>
              {t(`search.fieldKinds.${group.kind}`)}
            </Text>
            <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {group.fields.map((field) => (
                <li key={field.code}>
                  <UnstyledButton className={classes.item} onClick={() => onPick(field.code)}>
                    <VisuallyHidden>{t('search.reference.insert')} </VisuallyHidden>
                    <Text span ff="monospace" fw={700} fz="sm" className={classes.code}>
                      {field.code}
                    </Text>
                    <Text span fz="sm">
                      {field.title}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </ScrollArea.Autosize>
    </Stack>
  );
}
