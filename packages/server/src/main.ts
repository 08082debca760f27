/**
 * `npm start`: reads the environment (DESIGN.md §8), starts the server, prints its address (and, on the
 * very first start, the administrator's sign-in), and shuts down gracefully on SIGINT/SIGTERM.
 */
import { spawn } from 'node:child_process';
import { FsDirectory, readCommitted } from '@app/engine';
import { linkingUnfinished, patentIndexPath } from '@app/ingest';
import { loadConfig } from './config';
import type { BootstrapCredentials } from './features/bootstrap/bootstrap.service';
import { type NodeScript, nodeScriptArgs } from './node-scripts';
import { startServer } from './server';

function spawnCorpusChild(script: NodeScript, args: readonly string[], what: string): void {
  const child = spawn(process.execPath, [...nodeScriptArgs(script), ...args], { stdio: 'inherit', env: process.env });
  child.on('error', (error) => process.stderr.write(`${what} failed to start: ${error.message}\n`));
  // The server must not wait for it on shutdown; an interrupted run is started again next time.
  child.unref();
}

/**
 * On a fresh data dir the patent index is empty: fill it with the synthetic demo corpus in a child process, so the
 * server answers at once and every screen soon has documents to show. `DEMO_CORPUS=0` turns this off; real data
 * goes in with `npm run ingest`, which replaces the demo documents. An index whose last ingest stopped between
 * writing documents and linking their families (`GET /api/corpus` says `linked: false`) is relinked the same way.
 */
async function prepareCorpus(dataDir: string): Promise<void> {
  const committed = await readCommitted(await FsDirectory.open(patentIndexPath(dataDir)));
  if (committed.generation > 0) {
    if (!linkingUnfinished(committed.userData)) return;
    process.stdout.write('The last ingest stopped before linking families and citations: linking them now.\n');
    spawnCorpusChild('ingest/ingest-cli', ['--relink'], 'relinking');
    return;
  }
  if (process.env.DEMO_CORPUS === '0') return;
  process.stdout.write(
    'The patent index is empty: writing a synthetic demo corpus (20,000 documents) in the background.\n',
  );
  spawnCorpusChild('ingest/demo-corpus-cli', [], 'demo corpus');
}

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
    searchTimeLimitMs: config.searchTimeLimitMs,
    warmSearch: true,
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      process.stderr.write(`Received ${signal} again; exiting now.\n`);
      process.exit(1);
    }
    stopping = true;
    process.stdout.write(`Received ${signal}; finishing requests in flight and stopping.\n`);
    // A stuck request must not keep a stopping server alive forever (SHUTDOWN_TIMEOUT_SECONDS, 30 s by default).
    setTimeout(() => {
      process.stderr.write('Shutdown took too long; exiting.\n');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Error while stopping: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  // Listening for signals before the address is printed: whoever reads it may ask the server to stop at once.
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  if (server.bootstrap) printCredentials(server.bootstrap);
  process.stdout.write(`Patent search is running at ${server.url}\n`);
  await prepareCorpus(config.dataDir);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
