// How the server starts its own scripts (the ingest CLI, the demo corpus, the admin CLI) as child processes: compiled, from
// packages/server/dist, when the server itself runs from the build (`npm start`, scripts/build-server.mjs), and
// through tsx from the TypeScript sources in tests and development. This module's own file tells which, and where
// the package folder is: the sources hold it as a .ts file directly in src/, the build as part of a .js file directly
// in dist/, so the package folder is one level up either way.

import { fileURLToPath } from 'node:url';

const FROM_SOURCES = /\.[cm]?ts$/.test(import.meta.url);
const PACKAGE_DIR = new URL('../', import.meta.url);

/** The repository root, where a tsx child resolves the `tsx` package from. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', PACKAGE_DIR));

/** The scripts the server runs, named by their source path under src/; the build emits each as dist/<file name>.js. */
export type NodeScript = 'ingest/ingest-cli' | 'ingest/demo-corpus-cli' | 'admin/admin-cli';

/** Node's arguments that run `script`; the script's own arguments follow them. */
export function nodeScriptArgs(script: NodeScript): string[] {
  if (FROM_SOURCES) return ['--import', 'tsx', fileURLToPath(new URL(`src/${script}.ts`, PACKAGE_DIR))];
  const fileName = script.slice(script.lastIndexOf('/') + 1);
  return ['--enable-source-maps', fileURLToPath(new URL(`dist/${fileName}.js`, PACKAGE_DIR))];
}
