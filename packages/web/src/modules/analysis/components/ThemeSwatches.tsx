import { ColorSwatch, Group } from '@mantine/core';

/**
 * A theme's first colours as small swatches. Hidden from assistive tools: the theme's name beside them names it,
 * and a colour alone is no name.
 */
export function ThemeSwatches({ colours, size = 12 }: { colours: readonly string[]; size?: number }) {
  return (
    <Group gap={2} wrap="nowrap" aria-hidden="true" component="span" data-testid="theme-swatches">
      {colours.map((colour, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a theme may repeat a colour; the position is the identity
        <ColorSwatch key={i} color={colour} size={size} radius={2} component="span" data-colour={colour} />
      ))}
    </Group>
  );
}
