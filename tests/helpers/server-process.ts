// Starts the server as a real child process (built bundle or TypeScript source) on a free
// port, waits until /readyz answers, and stops it with a signal like an operator would.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../src/server/paths';
import { freePort } from './free-port';

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  /** Sends the signal and resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export interface StartOptions {
  /** 'dist' runs the built bundle (end-to-end tests); 'source' runs src/ through tsx. */
  from?: 'dist' | 'source';
  env?: Record<string, string>;
  dataDir?: string;
  port?: number;
  readyTimeoutMs?: number;
  /** Extra node flags, e.g. ['--cpu-prof'] (NODE_OPTIONS refuses some of them). */
  nodeArgs?: string[];
}

export async function startServer(opts: StartOptions = {}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'crease-data-'));
  const entry = [
    ...(opts.nodeArgs ?? []),
    ...(opts.from === 'source'
      ? ['--import', 'tsx', path.join(projectRoot, 'src/server/main.ts')]
      : [path.join(projectRoot, 'dist/server/main.js')]),
  ];
  const child = spawn(process.execPath, entry, {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
