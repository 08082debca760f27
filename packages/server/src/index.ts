/** The server package's public surface (STYLE.md habit 1): start it, build it, and test helpers. */

export { type IngestSummary, ingestPaths, loadDemoCorpus, patentIndexPath } from '@app/ingest';
export { type BuildAppOptions, buildApp, DEFAULT_WEB_DIST_DIR } from './app';
export type { App } from './app-instance';
export { loadConfig, type ServerConfig } from './config';
export type { AppContext } from './context';
export { type Database, type DatabaseConnection, openDatabase } from './db/client';
export { runMigrations } from './db/migrate';
export { deliverAlertRunMail } from './features/alert-mail/alert-mail.service';
export type { AlertRunMailInput } from './features/alert-mail/alert-run-mail';
export { type InviteUserInput, inviteUser } from './features/auth/invite.service';
export { hashPassword, verifyPassword } from './features/auth/password';
export {
  type BootstrapCredentials,
  bootstrapFirstStart,
  DEFAULT_ADMIN_EMAIL,
  DEFAULT_ORGANIZATION_NAME,
} from './features/bootstrap/bootstrap.service';
export { createMailer, type Mailer, type MailMessage } from './mail/mailer';
export { requireModule, requireRole } from './plugins/auth';
export { type RunningServer, type StartServerOptions, startServer } from './server';
export {
  buildTestApp,
  createTestClock,
  sessionTokenFrom,
  type TestApp,
  type TestClock,
  type TestRequest,
} from './test/build-app';
export {
  type CreateOrganizationOptions,
  type CreateUserOptions,
  createOrganization,
  createUser,
  TEST_PASSWORD,
} from './test/factories';
export { createGroup } from './test/group-factory';
export { findLink, readMails, type TestMail } from './test/mail';
export {
  createTestDatabase,
  seedMigratedPglite,
  TEST_POSTGRES_ADMIN_URL,
  type TestDatabase,
  type TestDatabaseDriver,
  testDatabaseDriver,
} from './test/test-database';
