import { ExportsListScreen } from '../modules/exports/components/ExportsListScreen';

/** /exports: the user's exports. */
export function Exports() {
  return <ExportsListScreen />;
}
