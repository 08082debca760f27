// `npm start`: build the SPA and compile the server if either is missing or older than its sources, then run the
// compiled server with plain Node (migrations, first-start bootstrap, warming the search workers and listening
// happen in packages/server/src/main.ts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_DIST, serverBuildIsCurrent } from './build-server.mjs';
import { buildWebIfStale } from './build-web.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
buildWebIfStale();

if (!serverBuildIsCurrent()) {
  console.log(
    existsSync(SERVER_DIST) ? 'The server changed since its last build; compiling it again…' : 'Compiling the server…',
  );
  await buildServer();
}

const server = spawn(process.execPath, ['--enable-source-maps', join(SERVER_DIST, 'main.js')], {
  cwd: root,
  stdio: 'inherit',
});
// The server shuts down gracefully on these; pass them on and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
