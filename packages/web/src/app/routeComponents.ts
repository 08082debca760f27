import type { ComponentType } from 'react';
import { NotFound } from '../pages/NotFound';

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
  Dashboard: () => import('../pages/Dashboard').then((m) => m.Dashboard),
  // The guard also renders NotFound in place for refused routes, so it is in the main chunk anyway.
  NotFound: () => Promise.resolve(NotFound),
};
