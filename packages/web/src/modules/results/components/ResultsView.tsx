import type { ResultLayout } from '@app/shared';
import type { ResultViewProps } from '../types/ResultViewProps';
import { ResultList } from './ResultList';
import { ResultSplitView } from './ResultSplitView';
import { ResultTable } from './ResultTable';
import { ResultThumbnails } from './ResultThumbnails';

/** The chosen result view (SPEC §2: list, table, split, thumbnail). */
export function ResultsView({ layout, ...props }: ResultViewProps & { layout: ResultLayout }) {
  switch (layout) {
    case 'table':
      return <ResultTable {...props} />;
    case 'split':
      return <ResultSplitView {...props} />;
    case 'thumbnail':
      return <ResultThumbnails {...props} />;
    default:
      return <ResultList {...props} />;
  }
}
