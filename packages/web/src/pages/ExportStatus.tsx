import { useParams } from 'react-router';
import { useRouteName } from '../lib/routes/useRouteName';
import { ExportStatusScreen } from '../modules/exports/components/ExportStatusScreen';
import { exportIdParam } from '../modules/exports/utils/exportPaths';

/** /search/exports/{id} and /search/exports/{id}/download: one export's progress, then its file. */
export function ExportStatus() {
  const id = exportIdParam(useParams().id);
  const downloadRoute = useRouteName() === 'Search.ExportDownload';
  return <ExportStatusScreen id={id} downloadRoute={downloadRoute} />;
}
