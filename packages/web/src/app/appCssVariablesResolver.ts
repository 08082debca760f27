import type { CSSVariablesResolver } from '@mantine/core';

/**
 * Darker text colours than Mantine's defaults, which fall under WCAG AA contrast on white: dimmed text
 * (gray-6, 3.3:1) and error text (red-6, 3.2:1). The screens are scanned with axe, and dense data screens
 * use a lot of secondary text.
 */
export const appCssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057',
    '--mantine-color-error': theme.colors.red[9] ?? '#c92a2a',
    '--mantine-color-anchor': theme.colors.blue[8] ?? '#1971c2',
  },
  dark: {},
});
