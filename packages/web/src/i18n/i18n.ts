import { DEFAULT_LOCALE } from '@app/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enActivity from './en.activity.json';
import enAlerts from './en.alerts.json';
import enAlertUnsubscribe from './en.alertUnsubscribe.json';
import enAnalysis from './en.analysis.json';
import enClassifications from './en.classifications.json';
import enCustomFields from './en.customFields.json';
import enExplain from './en.explain.json';
import enExports from './en.exports.json';
import enFolderActivity from './en.folderActivity.json';
import enFolderLabels from './en.folderLabels.json';
import enFolderNpl from './en.folderNpl.json';
import enFolderPermissions from './en.folderPermissions.json';
import enFolders from './en.folders.json';
import enFrozenSets from './en.frozenSets.json';
import enGroups from './en.groups.json';
import enHighlighting from './en.highlighting.json';
import enHistory from './en.history.json';
import enJobs from './en.jobs.json';
import en from './en.json';
import enOrganization from './en.organization.json';
import enPatent from './en.patent.json';
import enResults from './en.results.json';
import enSearch from './en.search.json';
import enSettings from './en.settings.json';
import enShare from './en.share.json';
import enTracking from './en.tracking.json';
import enUsers from './en.users.json';

/** Each feature keeps its texts in its own file under its own top-level keys; they are merged here. */
const translation = {
  ...en,
  ...enSearch,
  ...enResults,
  ...enPatent,
  ...enHistory,
  ...enHighlighting,
  ...enFolders,
  ...enFolderPermissions,
  ...enFolderActivity,
  ...enFolderLabels,
  ...enFolderNpl,
  ...enJobs,
  ...enClassifications,
  ...enGroups,
  ...enOrganization,
  ...enUsers,
  ...enTracking,
  ...enSettings,
  ...enActivity,
  ...enCustomFields,
  ...enExports,
  ...enAlertUnsubscribe,
  ...enAlerts,
  ...enShare,
  ...enAnalysis,
  ...enExplain,
  ...enFrozenSets,
};

/**
 * The one i18next instance. Resources are bundled (not fetched), so initialisation is synchronous and the
 * first render already has its text. The language follows the user's `locale` preference (see useUserLocale).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  initAsync: false,
  // React escapes text already; escaping here would double-escape names such as "O'Brien".
  interpolation: { escapeValue: false },
  returnNull: false,
});
