// Compiles the server for production: `npm start` runs packages/server/dist/main.js with plain Node, no TypeScript
// loader. esbuild bundles the server's own code and the workspace packages (@app/*, whose package.json points at
// TypeScript sources) into ES modules; every other package stays an import of node_modules, because some find their
// own files next to their modules at run time (PGlite's wasm and data files) and none needs compiling.
//
// The entry points are the processes and threads the server starts: the server itself, the search workers, the
// export writer thread and the scripts it runs as child processes. They land flat in dist/ with the chunks they
// share, which is what the code that locates them expects (engine-search-pool.ts, export-writer-thread.ts,
// node-scripts.ts). The SQL migrations are copied beside them.
//
// Run by hand: `node scripts/build-server.mjs` (or `npm run build`); `npm start` builds only when a source changed.
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST = join(root, 'packages/server/dist');
const builtMain = join(SERVER_DIST, 'main.js');

const ENTRY_POINTS = [
  { in: 'packages/server/src/main.ts', out: 'main' },
  { in: 'packages/engine/src/pool/searcher-worker.ts', out: 'searcher-worker' },
  { in: 'packages/server/src/features/exports/export-writer-worker.ts', out: 'export-writer-worker' },
  { in: 'packages/server/src/ingest/ingest-cli.ts', out: 'ingest-cli' },
  { in: 'packages/server/src/ingest/demo-corpus-cli.ts', out: 'demo-corpus-cli' },
  { in: 'packages/server/src/admin/admin-cli.ts', out: 'admin-cli' },
];

/** What the build is made from: a change to any of these makes the build out of date. */
const SOURCES = [
  'packages/shared/src',
  'packages/query/src',
  'packages/engine/src',
  'packages/ingest/src',
  'packages/server/src',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-server.mjs',
];

/** Newest modification time under a file or folder, in ms. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), info.mtimeMs);
}

/** Whether dist/ holds a build at least as new as every source it is made from. */
export function serverBuildIsCurrent() {
  if (!existsSync(builtMain)) return false;
  const builtAt = statSync(builtMain).mtimeMs;
  return SOURCES.every((source) => newestMtime(join(root, source)) <= builtAt);
}

/** Bare imports of anything but our workspace packages are left to Node to load from node_modules. */
const keepThirdPartyExternal = {
  name: 'keep-third-party-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@app/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Compiles the server into packages/server/dist, replacing what was there. It is built beside it and renamed into
 * place, so a process starting meanwhile finds the old build or the new one, never half of one; of two builds at the
 * same moment (two test projects), the first to finish is kept.
 */
export async function buildServer() {
  const staging = `${SERVER_DIST}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    await build({
      absWorkingDir: root,
      entryPoints: ENTRY_POINTS,
      outdir: staging,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20.19',
      // Stack traces point at the TypeScript lines when Node runs with --enable-source-maps (start.mjs does).
      sourcemap: true,
      logLevel: 'warning',
      plugins: [keepThirdPartyExternal],
    });
    // migrate.ts reads them from `./migrations` beside its own module, which in the build is a file in dist/.
    cpSync(join(root, 'packages/server/src/db/migrations'), join(staging, 'migrations'), { recursive: true });
    // Chunk names carry a content hash: the old folder goes as a whole, or old chunks would pile up.
    rmSync(SERVER_DIST, { recursive: true, force: true });
    try {
      renameSync(staging, SERVER_DIST);
    } catch (error) {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
    // esbuild's service process would otherwise live as long as `npm start` does.
    await stop();
  }
}

// `node scripts/build-server.mjs [--if-stale]`: compile (only when a source changed, with --if-stale).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--if-stale') && serverBuildIsCurrent()) process.exit(0);
  const started = performance.now();
  await buildServer();
  console.log(`Server compiled into packages/server/dist in ${Math.round(performance.now() - started)} ms.`);
}
