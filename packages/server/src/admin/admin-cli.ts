// `npm run admin -- create-organisation --name "Acme" --admin-email ada@acme.example`: makes another organisation on
// this instance with its first administrator, mails them the set-password link and prints it. It opens the same
// database as the server (DATABASE_URL, else the embedded one in DATA_DIR/db, which only one process may open at a
// time: stop the server first when it uses the embedded database).

import { join } from 'node:path';
import { AppError } from '@app/shared';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createOrganizationWithAdmin } from '../features/bootstrap/create-organization.service';

const USAGE = 'Usage: npm run admin -- create-organisation --name <name> --admin-email <e-mail>\n';

/** The value after `--flag`, or undefined. */
function option(args: string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const name = option(args, '--name');
  const adminEmail = option(args, '--admin-email');
  if ((command !== 'create-organisation' && command !== 'create-organization') || !name || !adminEmail) {
    process.stderr.write(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const connection = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: join(config.dataDir, 'db'),
  });
  try {
    await runMigrations(connection);
    const app = await buildApp({
      db: connection.db,
      dataDir: config.dataDir,
      smtpUrl: config.smtpUrl,
      publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
      webDistDir: null,
      logLevel: 'warn',
      runJobs: false,
      searchThreads: 1,
    });
    try {
      const made = await createOrganizationWithAdmin(app.ctx, { name, adminEmail });
      process.stdout.write(
        `Created organisation "${made.name}" (id ${made.organizationId}).\n` +
          `Its administrator ${made.adminEmail} signs in after setting a password at:\n  ${made.setPasswordLink}\n` +
          '(The same link was mailed to them.)\n',
      );
    } finally {
      await app.close();
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = Object.values(error.fields ?? {}).flat();
    process.stderr.write(`${fields.length > 0 ? fields.join('\n') : error.message}\n`);
    process.exitCode = 1;
  } finally {
    await connection.close();
  }
}

await main();
