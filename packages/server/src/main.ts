/**
 * `npm start`: reads the environment (DESIGN.md §8), starts the server, prints its address (and, on the
 * very first start, the administrator's sign-in), and shuts down gracefully on SIGINT/SIGTERM.
 */
import { loadConfig } from './config';
import type { BootstrapCredentials } from './features/organization/bootstrap.service';
import { startServer } from './server';

/** A stuck request must not keep a stopping server alive forever. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function printCredentials(credentials: BootstrapCredentials): void {
  const rule = '='.repeat(64);
  const password = credentials.passwordGenerated ? credentials.password : '(the ADMIN_PASSWORD you set)';
  process.stdout.write(
    [
      '',
      rule,
      ' First start: created "My organisation" and its administrator.',
      `   e-mail:   ${credentials.email}`,
      `   password: ${password}`,
      credentials.passwordGenerated ? ' Write the password down now: it is not shown again.' : '',
      rule,
      '',
      '',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer({
    port: config.port,
    host: config.host,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    publicUrl: config.publicUrl,
    smtpUrl: config.smtpUrl,
    sessionSecret: config.sessionSecret,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
  });
  if (server.bootstrap) printCredentials(server.bootstrap);
  process.stdout.write(`Patent search is running at ${server.url}\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      process.stderr.write(`Received ${signal} again; exiting now.\n`);
      process.exit(1);
    }
    stopping = true;
    process.stdout.write(`Received ${signal}; finishing requests in flight and stopping.\n`);
    setTimeout(() => {
      process.stderr.write('Shutdown took too long; exiting.\n');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Error while stopping: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
