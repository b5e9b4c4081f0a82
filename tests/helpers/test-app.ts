// Builds the real app on a test database, with logs captured in memory. Services (photo storage,
// speech to text, AI) are the ones the configuration names unless the test passes its own.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { createServices, type Services } from '../../src/server/services';

export interface TestApp {
  app: FastifyInstance;
  logs: () => string;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  webRoot?: string | null;
  config?: Partial<Config>;
  /** Replaces the configured services, e.g. a storage in a temporary folder or a fake transcriber. */
  services?: Partial<Services>;
}

export async function buildTestApp(database: Database, opts: TestAppOptions = {}): Promise<TestApp> {
  const chunks: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const config = { ...loadConfig({ LOG_LEVEL: 'info', NODE_ENV: 'test', ...opts.env }), ...opts.config };
  const services = { ...createServices(config), ...opts.services };
  const app = await buildApp({ config, database, services, webRoot: opts.webRoot ?? null, logStream });
  return { app, logs: () => chunks.join('') };
}
