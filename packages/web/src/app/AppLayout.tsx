import type { User } from '@app/shared';
import { Anchor, AppShell, Burger, Group, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CorpusLinkingBanner } from '../modules/corpus/components/CorpusLinkingBanner';
import { SyntheticDataBanner } from '../modules/corpus/components/SyntheticDataBanner';
import { PatentListBadge } from '../modules/patentList/components/PatentListBadge';
import { viewerFromUser } from '../modules/session/utils/viewerFromUser';
import { TrackingGate } from '../modules/tracking/components/TrackingGate';
import { SkipLink } from '../ui/SkipLink';
import { activeNavPath } from './activeNavPath';
import { MAIN_CONTENT_ID } from './MAIN_CONTENT_ID';
import { navItems } from './navItems';
import { UserMenu } from './UserMenu';
import { visibleNavItems } from './visibleNavItems';

/** Below this width the navigation folds behind a burger; 1280 px and laptop widths keep it open. */
const NAV_BREAKPOINT_PX = 1100;
const NAV_WIDTH_PX = 224;
const HEADER_HEIGHT_PX = 56;

/** Props of AppLayout. */
type AppLayoutProps = {
  user: User;
  children: ReactNode;
  loadingBar: ReactNode;
};

/** The signed-in frame: header (product, patent list, user menu), the main navigation, and the screen. */
export function AppLayout({ user, children, loadingBar }: AppLayoutProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [navOpened, nav] = useDisclosure(false);
  const wide = useMediaQuery(`(min-width: ${NAV_BREAKPOINT_PX}px)`, true);
  const viewer = useMemo(() => viewerFromUser(user), [user]);
  const items = useMemo(() => visibleNavItems(navItems, viewer), [viewer]);
  const active = activeNavPath(
    pathname,
    items.map((item) => item.path),
  );

  // A folded navigation closes once the user has picked a screen.
  useEffect(() => {
    if (pathname) nav.close();
  }, [pathname, nav]);

  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID} label={t('app.skipToContent')} />
      {loadingBar}
      <AppShell
        header={{ height: HEADER_HEIGHT_PX }}
        navbar={{ width: NAV_WIDTH_PX, breakpoint: NAV_BREAKPOINT_PX, collapsed: { mobile: !navOpened } }}
        padding="lg"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              {!wide && (
                <Burger
                  opened={navOpened}
                  onClick={nav.toggle}
                  size="sm"
                  aria-label={t('nav.toggle')}
                  aria-expanded={navOpened}
                  aria-controls="main-navigation"
                />
              )}
              <Anchor component={Link} to="/" fw={700} fz="lg" c="var(--mantine-color-text)" underline="never">
                {t('app.name')}
              </Anchor>
            </Group>
            <Group gap="md" wrap="nowrap">
              <TrackingGate user={user} />
              <PatentListBadge />
              <UserMenu user={user} />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar
          id="main-navigation"
          aria-label={t('nav.label')}
          p="xs"
          // Folded off-screen, its links must not take keyboard focus or be read out.
          inert={!wide && !navOpened}
        >
          <AppShell.Section grow component={ScrollArea}>
            {items.map((item) => (
              <NavLink
                key={item.path}
                component={Link}
                to={item.path}
                label={t(item.labelKey)}
                leftSection={<item.icon size={18} stroke={1.6} aria-hidden="true" />}
                active={item.path === active}
                aria-current={item.path === active ? 'page' : undefined}
                // Filled, not light: the light variant's hover tint drops the label under 4.5:1 contrast.
                variant="filled"
              />
            ))}
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <SyntheticDataBanner />
          <CorpusLinkingBanner />
          {children}
        </AppShell.Main>
      </AppShell>
    </>
  );
}
