import { Anchor, Box, Group, Loader, Paper, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchListQuery } from '../queries/searchListQuery';
import { recentSearches } from '../utils/recentSearches';
import classes from './RecentSearches.module.css';

/** Props of RecentSearches. */
type RecentSearchesProps = {
  /** Puts a search's query back into the editor. */
  onEdit: (query: string) => void;
};

/** The user's last searches: the query goes back into the editor with a click, or its results open. */
export function RecentSearches({ onEdit }: RecentSearchesProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { data, isPending, isError } = useQuery(searchListQuery);
  const recent = useMemo(() => recentSearches(data?.searches ?? []), [data]);

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {t('search.recent.title')}
      </Title>
      {isPending && (
        <Group gap="xs">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm" c="dimmed">
            {t('search.recent.loading')}
          </Text>
        </Group>
      )}
      {isError && (
        <Text size="sm" c="dimmed">
          {t('search.recent.failed')}
        </Text>
      )}
      {data && recent.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('search.recent.empty')}
        </Text>
      )}
      {recent.length > 0 && (
        <Box component="ol" className={classes.list} data-testid="recent-searches">
          {recent.map((search) => (
            <li key={search.query_index} className={classes.row}>
              <Text span ff="monospace" fw={700} fz="sm">
                #{search.query_index}
              </Text>
              <UnstyledButton
                className={classes.query}
                onClick={() => onEdit(search.query)}
                aria-label={t('search.recent.edit', { index: search.query_index, query: search.query })}
              >
                <Text span ff="monospace" fz="sm" lineClamp={2}>
                  {search.query}
                </Text>
              </UnstyledButton>
              <Text span fz="sm" c="dimmed" ta="right">
                {search.num_found === null
                  ? t('search.notRun')
                  : t('search.hits', {
                      count: search.num_found,
                      formatted: search.num_found.toLocaleString(i18n.language),
                    })}
              </Text>
              <Anchor
                component={Link}
                to={`/search/${search.query_index}`}
                fz="sm"
                aria-label={t('search.recent.openResults', { index: search.query_index })}
              >
                {t('search.recent.results')}
              </Anchor>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
