import type { ClassificationCodeTitles } from '@app/shared';
import { Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of ClassificationCodeTitle. */
type ClassificationCodeTitleProps = {
  /** The code's titles as answered; nothing is shown while they are unknown. */
  entry: ClassificationCodeTitles | undefined;
};

/**
 * What a classification code means, beside the code: its title, cut to two lines, in the title's own language
 * (`lang`, so a screen reader reads a Spanish IPC title as Spanish). Where the scheme has more to say (the titles
 * above the code, a longer title) the title can take focus, and focus or hover shows the code's place in the
 * scheme; a screen reader gets the same text as the title's description. A code without a title of its own shows
 * the nearest titled code above it, marked as such.
 */
export function ClassificationCodeTitle({ entry }: ClassificationCodeTitleProps) {
  const { t } = useTranslation();
  const describedBy = useId();
  if (entry === undefined) return null;
  const nearest = entry.ancestors.at(-1);
  if (entry.title === null && nearest === undefined) return null;
  const path = [
    ...entry.ancestors,
    ...(entry.title !== null ? [{ code: entry.code, title: entry.title, lang: entry.lang ?? undefined }] : []),
  ];
  const shown =
    entry.title !== null ? (
      <Text span fz="sm" c="dimmed" lang={entry.lang ?? undefined} lineClamp={2} data-testid="classification-title">
        {entry.title}
      </Text>
    ) : (
      <Text span fz="sm" c="dimmed" fs="italic" data-testid="classification-title">
        {t('classifications.under', { code: nearest!.code })} <span lang={nearest!.lang}>{nearest!.title}</span>
      </Text>
    );
  const label = (
    <Stack gap={2}>
      {path.map((step) => (
        <Text key={step.code} fz="xs" lang={step.lang}>
          <Text span ff="monospace" fz="xs" fw={700}>
            {step.code}
          </Text>{' '}
          {step.title}
        </Text>
      ))}
    </Stack>
  );
  return (
    <>
      <Tooltip label={label} multiline w={420} openDelay={250} events={{ hover: true, focus: true, touch: true }}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how a keyboard user opens the scheme path */}
        <span tabIndex={0} aria-describedby={describedBy} style={{ display: 'block', borderRadius: 2 }}>
          {shown}
        </span>
      </Tooltip>
      <VisuallyHidden id={describedBy}>
        {t('classifications.path', {
          path: path.map((step) => `${step.code} ${step.title}`).join('; '),
        })}
      </VisuallyHidden>
    </>
  );
}
