import { Box } from '@mantine/core';

/**
 * A label's colour as a small rounded box. Hidden from assistive technology: the label's name beside it says
 * which label it is, and a colour alone is no name. The border keeps a pale colour visible on a white page.
 */
export function LabelSwatch({ colour }: { colour: string }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      data-testid="label-swatch"
      display="inline-block"
      w={16}
      h={16}
      style={{
        flex: 'none',
        borderRadius: 'var(--mantine-radius-sm)',
        backgroundColor: colour,
        border: '1px solid var(--mantine-color-default-border)',
      }}
    />
  );
}
