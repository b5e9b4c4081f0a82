// `npm start` as a process manager or container runtime runs it: signals go to the npm process
// only (not to its process group, as a terminal's Ctrl-C does). The server must get them and
// free its port; before decision 105, dash (Debian's sh) swallowed npm's forwarded SIGTERM and
// left the server running. Needs the built tree (`npm run build`), like the rest of e2e.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/server/paths';
import { freePort } from '../../helpers/free-port';

/** Whether something still listens on the port: binding it fails then. */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops the server and frees its port on %s sent to npm alone',
    async (signal) => {
      const port = await freePort();
      const npm = spawn('npm', ['start', '--silent'], {
        cwd: projectRoot,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crease-data-')),
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      npm.stdout.on('data', (d) => (output += String(d)));
      npm.stderr.on('data', (d) => (output += String(d)));
      const exited = new Promise<void>((resolve) => npm.on('exit', () => resolve()));
      try {
        const deadline = Date.now() + 40_000;
        for (;;) {
          if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}:\n${output}`);
          const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
            (r) => r.ok,
            () => false,
          );
          if (ready) break;
          if (Date.now() > deadline) throw new Error(`npm start did not become ready:\n${output}`);
          await new Promise((r) => setTimeout(r, 200));
        }
        npm.kill(signal);
        // Well inside the server's shutdown timeout.
        await Promise.race([
          exited,
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error(`npm start still running after ${signal}:\n${output}`)), 10_000),
          ),
        ]);
        expect(await portInUse(port)).toBe(false);
      } finally {
        npm.kill('SIGKILL');
      }
    },
  );
});
