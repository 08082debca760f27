import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Debian programs some tests read exports with (pdftotext, pdftoppm, xmllint, soffice): real readers, independent of
 * the code that wrote the file. `.ci/run` installs them; in CI (CI=true) a missing one is a failure, elsewhere the
 * test is skipped and its title says which program was missing.
 */

const found = new Map<string, boolean>();

export function toolInstalled(name: string): boolean {
  let ok = found.get(name);
  if (ok === undefined) {
    ok = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).status === 0;
    found.set(name, ok);
  }
  return ok;
}

/** Whether a test that needs these programs runs, and a title suffix naming what is missing when it does not. */
export function needsTools(...names: string[]): { skip: boolean; because: string } {
  const missing = names.filter((name) => !toolInstalled(name));
  if (missing.length === 0 || process.env.CI === 'true') return { skip: false, because: '' };
  const because = ` (skipped: ${missing.join(', ')} not installed; .ci/run installs them)`;
  console.warn(`!!! ${because.trim()}`);
  return { skip: true, because };
}

const execFileAsync = promisify(execFile);

/** Runs a program and gives its standard output; a non-zero exit throws with its standard error. */
export async function runTool(
  name: string,
  args: readonly string[],
  options: { timeoutMs?: number; cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<{ stdout: string; stderr: string }> {
  const { stdout, stderr } = await execFileAsync(name, args, {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    timeout: options.timeoutMs ?? 120_000,
    cwd: options.cwd,
    env: options.env ?? process.env,
  });
  return { stdout, stderr };
}
