// The real app listening on a free loopback port (sign-in needs real redirects and cookies).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client';
import type { Services } from '../../src/server/services';
import { freePort } from './free-port';
import { buildTestApp } from './test-app';

export interface ListeningApp {
  app: FastifyInstance;
  url: string;
  logs: () => string;
  close: () => Promise<void>;
}

export async function startListeningApp(
  database: Database,
  env: Record<string, string> = {},
  opts: { extend?: (app: FastifyInstance) => void; services?: Partial<Services> } = {},
): Promise<ListeningApp> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { app, logs } = await buildTestApp(database, {
    env: { PUBLIC_URL: url, ...env, PORT: String(port) },
    services: opts.services,
  });
  opts.extend?.(app);
  await app.listen({ port, host: '127.0.0.1' });
  return { app, url, logs, close: () => app.close() };
}
