import type { ComponentType } from 'react';
import { NotFound } from '../ui/NotFound';

/**
 * The screens that exist, by route name (the names of @app/shared ROUTES). A route without an entry renders
 * NotAvailableYet; later issues add their screen here. Each import is a separate chunk.
 */
export const routeComponents: Readonly<Record<string, () => Promise<ComponentType>>> = {
  Login: () => import('../pages/Login').then((m) => m.Login),
  ForgotPassword: () => import('../pages/ForgotPassword').then((m) => m.ForgotPassword),
  PasswordReset: () => import('../pages/PasswordReset').then((m) => m.PasswordReset),
  SetPassword: () => import('../pages/SetPassword').then((m) => m.SetPassword),
  Expired: () => import('../pages/Expired').then((m) => m.Expired),
  PdfNotFound: () => import('../pages/PdfNotFound').then((m) => m.PdfNotFound),
  AlertUnsubscribe: () => import('../pages/AlertUnsubscribe').then((m) => m.AlertUnsubscribe),
  Dashboard: () => import('../pages/Dashboard').then((m) => m.Dashboard),
  Search: () => import('../pages/Search').then((m) => m.Search),
  'Search.History': () => import('../pages/SearchHistory').then((m) => m.SearchHistory),
  'Search.Results': () => import('../pages/SearchResults').then((m) => m.SearchResults),
  'Search.Browse': () => import('../pages/SearchBrowse').then((m) => m.SearchBrowse),
  'Search.Export': () => import('../pages/ExportStatus').then((m) => m.ExportStatus),
  'Search.ExportDownload': () => import('../pages/ExportStatus').then((m) => m.ExportStatus),
  Exports: () => import('../pages/Exports').then((m) => m.Exports),
  Folders: () => import('../pages/Folders').then((m) => m.Folders),
  'Folder.Patents': () => import('../pages/FolderPatents').then((m) => m.FolderPatents),
  'Folder.Browse': () => import('../pages/FolderBrowse').then((m) => m.FolderBrowse),
  'Folder.Labels': () => import('../pages/FolderLabels').then((m) => m.FolderLabels),
  'Folder.Permissions': () => import('../pages/FolderPermissions').then((m) => m.FolderPermissions),
  'Folder.Activity': () => import('../pages/FolderActivity').then((m) => m.FolderActivity),
  'Folder.Npl': () => import('../pages/FolderNpl').then((m) => m.FolderNpl),
  Groups: () => import('../pages/Groups').then((m) => m.Groups),
  'Settings.Organization': () => import('../pages/OrganizationSettings').then((m) => m.OrganizationSettings),
  Users: () => import('../pages/Users').then((m) => m.Users),
  Settings: () => import('../pages/Settings').then((m) => m.Settings),
  Activity: () => import('../pages/Activity').then((m) => m.Activity),
  Tracking: () => import('../pages/Tracking').then((m) => m.Tracking),
  PatentCollection: () => import('../pages/PatentCollection').then((m) => m.PatentCollection),
  PatentDocument: () => import('../pages/PatentDocument').then((m) => m.PatentDocument),
  Patent: () => import('../pages/PatentDocument').then((m) => m.PatentDocument),
  'Patent.Legal': () => import('../pages/PatentDocument').then((m) => m.PatentDocument),
  'Patent.Citations': () => import('../pages/PatentDocument').then((m) => m.PatentDocument),
  'Patent.Fulltext': () => import('../pages/PatentDocument').then((m) => m.PatentDocument),
  'Patent.Images': () => import('../pages/PatentDocument').then((m) => m.PatentDocument),
  CustomFieldSchemes: () => import('../pages/CustomFieldSchemes').then((m) => m.CustomFieldSchemes),
  'CustomFieldScheme.Fields': () => import('../pages/CustomFieldSchemeFields').then((m) => m.CustomFieldSchemeFields),
  Alerts: () => import('../pages/Alerts').then((m) => m.Alerts),
  'Alert.Runs': () => import('../pages/AlertRuns').then((m) => m.AlertRuns),
  'AlertRun.Results': () => import('../pages/AlertRunResults').then((m) => m.AlertRunResults),
  'AlertRun.Browse': () => import('../pages/AlertRunBrowse').then((m) => m.AlertRunBrowse),
  'CustomFieldScheme.Permissions': () =>
    import('../pages/CustomFieldSchemePermissions').then((m) => m.CustomFieldSchemePermissions),
  // The guard also renders NotFound in place for refused routes, so it is in the main chunk anyway.
  NotFound: () => Promise.resolve(NotFound),
};
