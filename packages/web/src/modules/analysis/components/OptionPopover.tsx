import { Button, Popover, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of OptionPopover. */
type OptionPopoverProps = {
  /** What the button shows (the control's name and the workspace's current choice). */
  label: ReactNode;
  /** The button's name for assistive tools; it starts with the visible text. */
  name: string;
  icon: ReactNode;
  /** Read on the workspace: the button shows the current choice but opens nothing, and says why. */
  readOnly: boolean;
  testId: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
  width?: number;
  children: ReactNode;
};

/**
 * A workspace option control of the header (labels, colour theme, set): a button naming the current choice that
 * opens a dropdown to change it. The dropdown keeps the focus until Escape or a click outside, then gives it back.
 */
export function OptionPopover({
  label,
  name,
  icon,
  readOnly,
  testId,
  opened,
  onChange,
  width = 320,
  children,
}: OptionPopoverProps) {
  const { t } = useTranslation();
  if (readOnly)
    // Focusable (not `disabled`) so keyboard users reach it and hear why it does nothing.
    return (
      <Tooltip
        label={t('analysis.options.readOnly')}
        multiline
        w={280}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <Button
          variant="default"
          size="xs"
          leftSection={icon}
          aria-label={name}
          aria-disabled="true"
          data-disabled
          data-testid={testId}
          onClick={(event) => event.preventDefault()}
        >
          {label}
        </Button>
      </Tooltip>
    );
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-start"
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
      width={width}
    >
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={icon}
          aria-label={name}
          data-testid={testId}
          // A controlled popover leaves the toggling to its target.
          onClick={() => onChange(!opened)}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid={`${testId}-dropdown`}>{children}</Popover.Dropdown>
    </Popover>
  );
}
