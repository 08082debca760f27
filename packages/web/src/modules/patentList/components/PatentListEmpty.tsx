import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconListDetails, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The patent list with nothing on it: what it is for, and how patents get onto it. */
export function PatentListEmpty({ canSearch }: { canSearch: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="patent-list-empty">
      <Stack align="center" gap="sm" maw={560} mx="auto" ta="center">
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden="true">
          <IconListDetails size={26} />
        </ThemeIcon>
        <Title order={2}>{t('patentList.empty.title')}</Title>
        <Text>{t('patentList.empty.howTo')}</Text>
        <Text c="dimmed" fz="sm">
          {t('patentList.empty.purpose')}
        </Text>
        {canSearch && (
          <Button component={Link} to="/search" leftSection={<IconSearch size={16} aria-hidden="true" />}>
            {t('patentList.empty.toSearch')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
