import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The popouts of SPEC §2, each one part of the document in a window of its own. */
const POPOUTS = ['fulltext', 'citations', 'legal', 'images'] as const;

/** Size of a popout window: beside the main window on a laptop screen. */
const POPOUT_FEATURES = 'popup,width=960,height=800';

/**
 * Opens a part of the document (full text, citations, legal events, drawings) in a popout window, to read beside
 * the results or the document itself. The window shows that part without the app's navigation (PopoutLayout).
 */
export function PopoutMenu({ ucid }: { ucid: string }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconExternalLink size={14} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          {t('patent.actions.popout')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {POPOUTS.map((popout) => (
          <Menu.Item
            key={popout}
            component="a"
            href={`/patent/${encodeURIComponent(ucid)}/${popout}`}
            target={`patent-${popout}`}
            onClick={(event) => {
              // A real popup window where the browser allows one; the link itself opens a tab otherwise.
              const opened = window.open(event.currentTarget.href, `patent-${popout}`, POPOUT_FEATURES);
              if (opened) event.preventDefault();
            }}
          >
            {t(`patent.actions.popouts.${popout}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
