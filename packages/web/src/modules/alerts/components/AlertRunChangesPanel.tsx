import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailedAlert, LoadingLine } from '../../../ui/LoadState';
import { alertRunChangesQuery } from '../queries/alertQueries';
import { changesByPatent, changeText } from '../utils/changeText';

/**
 * A watched-patents run's "Changes" (SPEC §3 Alert run): per patent, what changed in the run's period, so the run
 * says why each of its documents is there. Shown above the run's results. A long list scrolls inside the panel, in
 * a focusable region named by the panel's heading, so the keyboard can scroll it too.
 */
export function AlertRunChangesPanel({ runKey }: { runKey: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const changes = useQuery(alertRunChangesQuery(runKey));
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} fz="h4" id={headingId}>
          {t('alerts.changes.title')}
        </Title>
        {changes.isPending ? (
          <LoadingLine label={t('alerts.changes.loading')} />
        ) : changes.isError ? (
          <LoadFailedAlert
            title={t('alerts.changes.loadFailed')}
            error={changes.error}
            onRetry={() => void changes.refetch()}
          />
        ) : changes.data.length === 0 ? (
          <Text c="dimmed">{t('alerts.changes.empty')}</Text>
        ) : (
          <>
            <Text fz="sm" c="dimmed">
              {t('alerts.changes.intro')}
            </Text>
            <section
              aria-labelledby={headingId}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
              tabIndex={0}
              style={{ maxHeight: '20rem', overflowY: 'auto' }}
              data-testid="alert-run-changes"
            >
              <List listStyleType="none" spacing="sm">
                {changesByPatent(changes.data).map((patent) => (
                  <List.Item key={patent.ucid}>
                    <Anchor component={Link} to={`/patent/${encodeURIComponent(patent.ucid)}`} ff="monospace" fw={600}>
                      {patent.ucid}
                    </Anchor>
                    <List withPadding fz="sm">
                      {patent.changes.map((change, i) => (
                        // A patent's changes have no id of their own; their order in the run is fixed.
                        // biome-ignore lint/suspicious/noArrayIndexKey: the stored order is the identity
                        <List.Item key={i}>{changeText(change, t)}</List.Item>
                      ))}
                    </List>
                  </List.Item>
                ))}
              </List>
            </section>
          </>
        )}
      </Stack>
    </Paper>
  );
}
