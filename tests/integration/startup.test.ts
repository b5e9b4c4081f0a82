// The composition root as an operator meets it: bad settings, start, graceful stop, restart.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/paths';
import { spawn } from 'node:child_process';
import { startServer } from '../helpers/server-process';
import { openTestDatabase } from '../helpers/test-database';

describe('server start-up and shutdown', () => {
  it('refuses to start with PORT=abc and names PORT in one clear message', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: projectRoot,
      env: { ...process.env, PORT: 'abc', WORKER_CONCURRENCY: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Crease cannot start. Invalid configuration:');
    expect(result.stderr).toContain('PORT="abc": must be a whole number');
    expect(result.stderr).toContain('WORKER_CONCURRENCY="0": must be at least 1');
  });

  it('serves, stops gracefully on SIGTERM, and keeps its data for the next start', async () => {
    const first = await startServer({ from: 'source', env: { LOG_LEVEL: 'info' } });
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('stopped database');

    const second = await startServer({ from: 'source', dataDir: first.dataDir });
    try {
      const ready = await fetch(`${second.url}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready' });
    } finally {
      expect(await second.stop('SIGINT')).toBe(0);
    }
  }, 90_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'runs on PostgreSQL when DATABASE_URL is set, with a separate worker process',
    async () => {
      const database = await openTestDatabase('postgres');
      const url = (database.pool!.options as { connectionString: string }).connectionString;
      const server = await startServer({ from: 'source', env: { DATABASE_URL: url, RUN_WORKERS: 'false' } });
      const worker = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker-main.ts'], {
        cwd: projectRoot,
        env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let workerOutput = '';
      worker.stdout.on('data', (d) => (workerOutput += String(d)));
      worker.stderr.on('data', (d) => (workerOutput += String(d)));
      try {
        expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ status: 'ready' });
        await expect.poll(() => workerOutput, { timeout: 20_000 }).toContain('Crease worker is running');
        const exited = new Promise<number | null>((r) => worker.on('exit', (code) => r(code)));
        worker.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(workerOutput).toContain('stopped database');
      } finally {
        worker.kill('SIGKILL');
        await server.stop();
        await database.close();
      }
    },
    90_000,
  );
});
