import { displayPublicationNumber } from '@app/shared';
import { Alert } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languageName } from '../utils/languageName';
import type { TextChoice } from '../utils/pickText';

/** Props of TextFallbackNotice. */
type TextFallbackNoticeProps = {
  choice: TextChoice<unknown> | null;
};

/**
 * Says when a text is not the one asked for (SPEC §8: 'Text not available for {x}, showing text from corresponding
 * document {y}'), or that it is a machine translation. Shows nothing when the text is the one asked for.
 */
export function TextFallbackNotice({ choice }: TextFallbackNoticeProps) {
  const { t, i18n } = useTranslation();
  if (choice === null || (choice.missing === null && !choice.machineTranslated)) return null;
  const name = (code: string | null) =>
    code === null ? t('patent.originalLanguage') : languageName(code, i18n.language);
  const side = (ucid: string, language: string | null) =>
    t('patent.textFallbackSide', { ucid: displayPublicationNumber(ucid), language: name(language) });
  const parts: string[] = [];
  if (choice.missing !== null) {
    parts.push(
      t('patent.textFallback', {
        x: side(choice.missing.ucid, choice.missing.language),
        y: side(choice.ucid, choice.language),
      }),
    );
  }
  if (choice.machineTranslated) parts.push(t('patent.machineTranslated'));
  return (
    <Alert
      variant="light"
      color="yellow"
      py="xs"
      icon={<IconLanguage size={18} aria-hidden="true" />}
      data-testid="text-fallback"
    >
      {parts.join('. ')}
    </Alert>
  );
}
