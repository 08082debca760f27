import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type LoadStatus = 'loading' | 'success' | 'error';

/** SPEC §2 analysis loading screen: a status and one of its messages, or the server's message on failure. */
export function AnalysisLoadingScreen({
  status,
  message,
  backTo,
}: {
  status: LoadStatus;
  message: string;
  /** Where the failure's way back leads (the workspaces list with its error query). */
  backTo?: string;
}) {
  const { t } = useTranslation();
  return (
    <Center mih={300}>
      <Stack align="center" gap="sm" data-testid="analysis-loading" data-status={status} aria-live="polite">
        <Title order={1} fz="h3">
          {t('screens.AnalysisInit')}
        </Title>
        {status === 'error' ? (
          <Alert color="red" variant="light" title={t('analysis.init.failed')} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text fz="sm" data-testid="analysis-loading-message">
                {message}
              </Text>
              {backTo && (
                <Button component={Link} to={backTo} size="xs" variant="default">
                  {t('analysis.init.back')}
                </Button>
              )}
            </Stack>
          </Alert>
        ) : (
          <>
            {status === 'loading' ? <Loader aria-hidden="true" /> : <IconCheck aria-hidden="true" />}
            <Text data-testid="analysis-loading-message" aria-busy={status === 'loading'}>
              {message}
            </Text>
          </>
        )}
      </Stack>
    </Center>
  );
}
