import { useParams } from 'react-router';
import { routeFormat, SharedRunExportScreen } from '../modules/share/components/SharedRunExportScreen';
import { ShareGuard } from '../modules/share/components/ShareGuard';
import { NotFound } from '../ui/NotFound';

/** /alert_runs/{uuid}/exports/{format}/download: a shared alert run's export, no login (SPEC §2). */
export function SharedRunExport() {
  const params = useParams();
  const key = params.uuid ?? '';
  const format = routeFormat(params.format);
  if (format === null) return <NotFound />;
  return (
    <ShareGuard kind="alert_run" shareKey={key}>
      {(info) => <SharedRunExportScreen key={`${key}:${format}`} shareKey={key} format={format} info={info} />}
    </ShareGuard>
  );
}
