import { spawn } from 'node:child_process';
import { access, constants } from 'node:fs/promises';

/** Runs a program to completion, collecting stdout and stderr; never through a shell. */
export function runProcess(
  command: string,
  args: string[],
  opts: { stdin?: Buffer; timeoutMs?: number } = {},
): Promise<{ code: number | null; stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 30_000);
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8').slice(-2000) });
    });
    // A program that exits before reading all of stdin is reported by its exit code, not EPIPE.
    child.stdin.on('error', () => undefined);
    child.stdin.end(opts.stdin ?? Buffer.alloc(0));
  });
}

/** The first executable found on PATH (or an absolute path), or null. */
export async function findExecutable(name: string): Promise<string | null> {
  const dirs = name.includes('/') ? [''] : (process.env.PATH ?? '/usr/bin:/bin').split(':');
  for (const dir of dirs) {
    const candidate = dir ? `${dir}/${name}` : name;
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here; keep looking
    }
  }
  return null;
}
