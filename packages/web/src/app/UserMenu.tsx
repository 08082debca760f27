import type { User } from '@app/shared';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconActivity, IconChevronDown, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from '../modules/session/hooks/useSignOut';

/** Props of UserMenu. */
type UserMenuProps = {
  user: User;
};

/** The header's account menu: who is signed in, Settings, Activity, Sign out. */
export function UserMenu({ user }: UserMenuProps) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Group gap={6} wrap="nowrap">
      {/* The name sits beside the button, not in it: the button's name must be exactly "User menu" for tests, and
          axe (label-content-name-mismatch) refuses visible text inside a control that its name does not contain. */}
      <Text size="sm" fw={500} visibleFrom="sm">
        {name}
      </Text>
      {/* No focus placeholder: Mantine's is a focusable presentational child, which axe refuses inside role=menu;
          without it the first item takes focus on open, as the ARIA menu pattern has it. */}
      <Menu position="bottom-end" width={260} withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <UnstyledButton
            aria-label={t('userMenu.button')}
            px={4}
            py={4}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <Group gap={4} wrap="nowrap">
              <Avatar size="sm" color="blue" aria-hidden="true">
                <IconUser size={16} aria-hidden="true" />
              </Avatar>
              <IconChevronDown size={14} aria-hidden="true" />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            {t('userMenu.signedInAs')}
            <Text size="sm" c="var(--mantine-color-text)" truncate="end">
              {name}
            </Text>
            <Text size="xs" c="var(--mantine-color-text)" truncate="end">
              {user.email}
            </Text>
          </Menu.Label>
          <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} aria-hidden="true" />}>
            {t('userMenu.settings')}
          </Menu.Item>
          <Menu.Item component={Link} to="/activity" leftSection={<IconActivity size={16} aria-hidden="true" />}>
            {t('userMenu.activity')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconLogout size={16} aria-hidden="true" />}
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {t('userMenu.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
