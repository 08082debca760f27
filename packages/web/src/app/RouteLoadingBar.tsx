import { Box } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** Props of RouteLoadingBar. */
type RouteLoadingBarProps = {
  /** The screen shown is a `loadsData` route: its first data loads also show the bar. */
  loadsData: boolean;
};

/**
 * The thin bar at the top (SPEC §2: "a loading indicator shows while a data-loading route changes"). It shows
 * while a navigation is pending (the next screen's code or loader) and, on `loadsData` routes, while queries
 * that have no data yet are fetching. Background refreshes of data already shown do not count.
 */
export function RouteLoadingBar({ loadsData }: RouteLoadingBarProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const firstLoads = useIsFetching({ predicate: (query) => query.state.data === undefined });
  const busy = navigation.state !== 'idle' || (loadsData && firstLoads > 0);
  if (!busy) return null;
  return (
    <Box className="route-loading-bar" role="progressbar" aria-label={t('app.loading')} aria-busy="true">
      <span className="route-loading-bar__indicator" />
    </Box>
  );
}
