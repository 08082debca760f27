import type { HighlightingScheme } from '@app/shared';
import { useTranslation } from 'react-i18next';

/** A scheme's colours with their words, in the colours the results mark them in. */
export function SchemeLegend({ scheme }: { scheme: HighlightingScheme }) {
  const { t } = useTranslation();
  return (
    <ul className="scheme-legend" aria-label={t('highlighting.legendLabel', { name: scheme.name })}>
      {scheme.groups.map((group, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a colour is its place in the scheme
        <li key={i}>
          <mark className={`hl-${i % 10}`}>{group.terms.join(' ')}</mark>
        </li>
      ))}
    </ul>
  );
}
