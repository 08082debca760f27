import { Badge, ColorSwatch, Group } from '@mantine/core';

/** Props of LabelBadges. */
type LabelBadgesProps = {
  labels: readonly { id: number; name: string; colour: string }[];
  /** Names the group for assistive tools (e.g. "Labels on this workspace"). */
  name: string;
};

/**
 * Workspace labels as badges: the name in the page's text colour beside a swatch of the label's colour, so any
 * colour the user picked stays readable. Nothing at all when there are none.
 */
export function LabelBadges({ labels, name }: LabelBadgesProps) {
  if (labels.length === 0) return null;
  return (
    <Group gap={4} role="list" aria-label={name} data-testid="label-badges">
      {labels.map((label) => (
        <Badge
          key={label.id}
          role="listitem"
          size="sm"
          variant="default"
          tt="none"
          leftSection={<ColorSwatch color={label.colour} size={10} aria-hidden="true" />}
          data-testid="workspace-label"
          data-label-id={label.id}
        >
          {label.name}
        </Badge>
      ))}
    </Group>
  );
}
