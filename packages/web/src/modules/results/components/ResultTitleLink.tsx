import type { SearchDoc } from '@app/shared';
import { Anchor } from '@mantine/core';
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
