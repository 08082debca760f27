import 'i18next';
import type enActivity from './en.activity.json';
import type enAlerts from './en.alerts.json';
import type enAlertUnsubscribe from './en.alertUnsubscribe.json';
import type enAnalysis from './en.analysis.json';
import type enClassifications from './en.classifications.json';
import type enCustomFields from './en.customFields.json';
import type enExplain from './en.explain.json';
import type enExports from './en.exports.json';
import type enFolderActivity from './en.folderActivity.json';
import type enFolderLabels from './en.folderLabels.json';
import type enFolderNpl from './en.folderNpl.json';
import type enFolderPermissions from './en.folderPermissions.json';
import type enFolders from './en.folders.json';
import type enFrozenSets from './en.frozenSets.json';
import type enGroups from './en.groups.json';
import type enHighlighting from './en.highlighting.json';
import type enHistory from './en.history.json';
import type enJobs from './en.jobs.json';
import type en from './en.json';
import type enOrganization from './en.organization.json';
import type enPatent from './en.patent.json';
import type enResults from './en.results.json';
import type enSearch from './en.search.json';
import type enSettings from './en.settings.json';
import type enShare from './en.share.json';
import type enTracking from './en.tracking.json';
import type enUsers from './en.users.json';

// Declaration merging (the one place STYLE allows `interface`): `t()` keys are checked against the merged files.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en &
        typeof enSearch &
        typeof enResults &
        typeof enPatent &
        typeof enHistory &
        typeof enHighlighting &
        typeof enFolders &
        typeof enFolderPermissions &
        typeof enFolderActivity &
        typeof enFolderLabels &
        typeof enJobs &
        typeof enFolderNpl &
        typeof enClassifications &
        typeof enGroups &
        typeof enOrganization &
        typeof enUsers &
        typeof enTracking &
        typeof enSettings &
        typeof enActivity &
        typeof enCustomFields &
        typeof enExports &
        typeof enAlertUnsubscribe &
        typeof enAlerts &
        typeof enShare &
        typeof enAnalysis &
        typeof enExplain &
        typeof enFrozenSets;
    };
  }
}
