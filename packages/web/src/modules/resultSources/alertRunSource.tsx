import type { Alert } from '@app/shared';
import type { TFunction } from 'i18next';
import type { OpenRun } from '../alerts/api/alertsApi';
import { alertsApi } from '../alerts/api/alertsApi';
import { AlertRunChangesPanel } from '../alerts/components/AlertRunChangesPanel';
import { dateTimeText } from '../alerts/utils/dateTimeText';
import { ExportButton } from '../exports/components/ExportButton';
import { FreezeButton, freezeSourceOf } from '../frozenSets/components/FreezeButton';
import type { ResultSource } from '../results/types/ResultSource';
import { ShareButton } from '../share/components/ShareButton';
import { keepOrExportSelection } from './selectionActions';

/**
 * An alert run's frozen results as a result set (SPEC §2 /alert_runs/{uuid}): the same views, filters and browse as
 * a search's, kept under the search state kind `alerts` (SPEC §3) by the run's key. It opens grouped as its alert
 * says and with the alert's highlighting scheme on (SPEC §4). A watched-patents run shows what changed above them.
 */
export function alertRunSource(opened: OpenRun, alert: Alert, t: TFunction): ResultSource {
  const { run } = opened;
  const key = run.key;
  const period = `${dateTimeText(run.period_start)} – ${dateTimeText(run.period_end)}`;
  return {
    kind: 'alerts',
    id: key,
    title: t('alerts.run.title', { name: alert.name }),
    browseTitle: t('alerts.run.browseTitle', { name: alert.name }),
    query: alert.query ? `${alert.query} · ${period}` : period,
    resultsPath: `/alert_runs/${key}`,
    browsePath: `/alert_runs/${key}/browse`,
    run: (payload, signal) => alertsApi.results(key, payload, signal),
    selectionActions: keepOrExportSelection(t),
    ...(opened.alert.type === 2 ? { intro: <AlertRunChangesPanel runKey={key} /> } : {}),
    setActions: (shown) => (
      <>
        <ExportButton
          source={{ type: 'alert_run', key }}
          description={t('alerts.run.exportDescription', { name: alert.name, period })}
          label={t('exports.actionAll')}
        />
        <FreezeButton source={freezeSourceOf({ from: 'alerts', id: key }, shown)} />
        <ShareButton
          share={{
            kind: 'alert_run',
            target: key,
            description: t('share.describe.alertRun', { name: alert.name, period }),
          }}
        />
      </>
    ),
    opensWith: {
      grouping: alert.grouping,
      ...(opened.alert.highlighting_scheme_id !== null
        ? { highlightingScheme: opened.alert.highlighting_scheme_id }
        : {}),
    },
  };
}
