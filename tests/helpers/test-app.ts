// Builds the real app on a test database, with logs captured in memory.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';

export interface TestApp {
  app: FastifyInstance;
  logs: () => string;
}

export async function buildTestApp(
  database: Database,
  opts: { env?: Record<string, string>; webRoot?: string | null; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const chunks: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const config = { ...loadConfig({ LOG_LEVEL: 'info', NODE_ENV: 'test', ...opts.env }), ...opts.config };
  const app = await buildApp({ config, database, webRoot: opts.webRoot ?? null, logStream });
  return { app, logs: () => chunks.join('') };
}
