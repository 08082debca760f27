import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

// How a worker thread gets to run a `.ts` module.
//
// The server runs under `node --import tsx` and the tests under Vitest, but neither reaches a worker thread:
// - On Node 20 a worker does not run the `--import` preloads of its `execArgv` at all, inherited or explicit, so
//   `new Worker(url, { execArgv: [...process.execArgv, '--import', 'tsx'] })` still fails with "Unknown file
//   extension .ts" (checked on 20.20; an eval'd worker with `--import x.mjs` never runs x.mjs).
// - Vitest compiles TypeScript in its own module runner, which a `new Worker()` does not go through.
// What works everywhere: the worker starts on a small JavaScript script that registers tsx's ESM hooks in its own
// thread (`register` from `tsx/esm/api`, which calls `module.register`) and then imports the real module, whose
// own imports then go through tsx too.
//
// tsx is located from this file rather than by the bare name `tsx`: a bare specifier in `--import` or in eval'd
// code resolves against `process.cwd()`, which fails when the server is started from another directory
// ("Cannot find package 'tsx' imported from /"), while resolving from here finds the root node_modules of the
// workspace wherever the process started. `import.meta.resolve` gives the ESM entry; `createRequire` is the
// fallback for a runtime without it and gives the CommonJS build, whose `register` is the same function.

const TYPESCRIPT_MODULE = /\.[cm]?tsx?$/;

let tsxApi: string | undefined;

/** Starts a worker thread on `module`, loading it through tsx when it is TypeScript (`.ts`, `.mts`, `.cts`, `.tsx`). */
export function startWorker(module: URL, options: WorkerOptions): Worker {
  if (!TYPESCRIPT_MODULE.test(module.pathname)) return new Worker(module, options);
  tsxApi ??= resolveTsxApi();
  // A rejected import here is an unhandled rejection in the worker: it surfaces as the Worker's 'error' and 'exit'.
  const bootstrap = [
    `import(${JSON.stringify(tsxApi)})`,
    '.then((api) => (api.register ?? api.default.register)())',
    `.then(() => import(${JSON.stringify(module.href)}));`,
  ].join('');
  return new Worker(bootstrap, { ...options, eval: true });
}

function resolveTsxApi(): string {
  try {
    return import.meta.resolve('tsx/esm/api');
  } catch {
    try {
      return pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href;
    } catch (error) {
      throw new Error('a TypeScript worker module needs the tsx package, which cannot be found', { cause: error });
    }
  }
}
