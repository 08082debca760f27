import type { SearchDoc } from '@app/shared';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useResultsAccess } from '../context/resultsAccess';
import { shownText } from '../utils/shownText';
import { HighlightedText } from './HighlightedText';

/** Props of ResultTitleLink. */
type ResultTitleLinkProps = {
  doc: SearchDoc;
  language: string;
  onOpen: () => void;
  fw?: number;
};

/**
 * The result's title (terms marked) linking to its document page (on a share link, the link's one-by-one screen);
 * opening it makes it the active document.
 */
export function ResultTitleLink({ doc, language, onOpen, fw = 600 }: ResultTitleLinkProps) {
  const { t } = useTranslation();
  const { documentTo } = useResultsAccess();
  const title = shownText(doc, 'titles', language);
  // A frozen result set keeps a publication the corpus has lost since: its row stays, saying so, with no link.
  if (doc.frozen_missing === true)
    return (
      <Text span fw={fw} c="dimmed" fs="italic" data-testid="result-title" data-missing="true">
        {t('results.noLongerInCorpus', { ucid: doc.ucid })}
      </Text>
    );
  return (
    <Anchor
      component={Link}
      to={documentTo(doc.ucid)}
      onClick={onOpen}
      fw={fw}
      lang={title?.language ?? undefined}
      data-testid="result-title"
    >
      {title ? <HighlightedText text={title.text} highlights={title.highlights} /> : t('results.noTitle')}
    </Anchor>
  );
}
