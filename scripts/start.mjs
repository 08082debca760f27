// `npm start`: build the SPA and compile the server if either is missing or older than its sources, then run the
// compiled server with plain Node (migrations, first-start bootstrap, warming the search workers and listening
// happen in packages/server/src/main.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, newestMtime, SERVER_DIST, serverBuildIsCurrent } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'packages/web/dist/index.html');
const webSources = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/shared/src',
];

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...webSources.map((p) => newestMtime(join(root, p))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'The web app changed since its last build; building it again…' : 'Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@app/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

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
