import type { HighlightMark } from '../types/HighlightMark';
import { highlightSegments } from '../utils/highlightSegments';

/** Props of HighlightedText. */
type HighlightedTextProps = {
  text: string;
  highlights?: readonly HighlightMark[] | undefined;
};

/** Ten colour classes cycle over term groups, as the engine's renderer does. */
const CLASSES = 10;

/** A text with its search terms in `<mark class="hl-N">`, built as elements (never as HTML) so no markup is injected. */
export function HighlightedText({ text, highlights }: HighlightedTextProps) {
  if (!highlights || highlights.length === 0) return <>{text}</>;
  let offset = 0;
  return (
    <>
      {highlightSegments(text, highlights).map((segment) => {
        const key = offset;
        offset += segment.text.length;
        return segment.group === null ? (
          <span key={key}>{segment.text}</span>
        ) : (
          <mark key={key} className={`hl-${((segment.group % CLASSES) + CLASSES) % CLASSES}`}>
            {segment.text}
          </mark>
        );
      })}
    </>
  );
}
