import {
  Alert,
  createTheme,
  defaultVariantColorsResolver,
  Notification,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Mantine theme, tuned for WCAG AA contrast (screens are scanned with axe):
 * - primary shade 8, not Mantine's 6: white on blue-6 is 3.6:1, on blue-8 5:1;
 * - alert text in the body colour: the tinted text of light alerts on their tinted background is under 4.5:1
 *   for green and red, while the background and border still say which kind of alert it is;
 * - toast messages under a title in the (darkened) dimmed colour instead of Mantine's fixed gray-6;
 * - light buttons' text one shade darker (9) and their hover tint shade 1: Mantine's hover tint is so dark that
 *   shade-8 text on it is 3.4:1 (axe failed a hovered "Add all to folder…"); shade 9 on shade 1 is 5:1.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  return {
    ...colors,
    color: `var(--mantine-color-${parsed.color}-9)`,
    hover: `var(--mantine-color-${parsed.color}-1)`,
  };
};

export const appTheme = createTheme({
  variantColorResolver,
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  // Smaller page titles than Mantine's 34px: screens are dense work areas, not landing pages.
  headings: { fontWeight: '650', sizes: { h1: { fontSize: '1.75rem', lineHeight: '1.3' } } },
  components: {
    Alert: Alert.extend({
      vars: () => ({ root: { '--alert-color': 'var(--mantine-color-text)' } }),
    }),
    Notification: Notification.extend({
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
  },
});
