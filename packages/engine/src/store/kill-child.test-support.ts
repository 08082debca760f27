import { spawn } from 'node:child_process';

/**
 * Runs `node --import tsx script ...args`, waits for it to print `ready` and then `afterCommits` commit numbers,
 * SIGKILLs it a random moment within `maxDelayMs` afterwards, and returns the lines it printed that are whole numbers
 * (the commit sequence numbers). Waiting for printed commits rather than for time makes the child get somewhere
 * however busy the machine is. Rejects if the child ends on its own, which would mean the kill test tested nothing.
 */
export function runAndKill(
  script: string,
  args: readonly string[],
  maxDelayMs: number,
  afterCommits = 0,
): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let timer: NodeJS.Timeout | undefined;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const commits = out.split('\n').filter((line) => /^\d+$/.test(line)).length;
      if (timer === undefined && out.includes('ready\n') && commits >= afterCommits) {
        timer = setTimeout(() => child.kill('SIGKILL'), Math.floor(Math.random() * maxDelayMs));
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`child exited on its own (${signal}): ${err}`));
      else
        resolve(
          out
            .split('\n')
            .filter((line) => /^\d+$/.test(line))
            .map(Number),
        );
    });
  });
}
