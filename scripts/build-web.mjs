// Builds the SPA when its build is missing or older than its sources. `npm start` and the benchmarks that drive a
// browser call it, so neither serves a page without the app.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'packages/web/dist/index.html');
const webSources = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/shared/src',
];

/** Builds the web app if needed; exits the process with the build's status when the build fails. */
export function buildWebIfStale() {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...webSources.map((p) => newestMtime(join(root, p))));
  if (builtAt >= sourcesAt) return;
  console.log(builtAt ? 'The web app changed since its last build; building it again…' : 'Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@app/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
