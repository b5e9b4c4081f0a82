// `npm run worker` as one real process (from source through tsx's loader, so a signal reaches
// the worker itself, not a wrapper), for fault and concurrency tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot } from '../../src/server/paths';

export interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function startWorkerProcess(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker-main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}
