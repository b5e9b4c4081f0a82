// Liveness and readiness for process managers and load balancers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { migrationsApplied } from '../../db/migrate';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable';

const ZHealth = z.object({ status: z.string(), message: z.string().optional() });

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get('/healthz', { schema: { response: { 200: ZHealth } } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { response: { 200: ZHealth, 503: ZHealth } } }, async (request, reply) => {
    try {
      await database.ping();
      if (!(await migrationsApplied(database))) {
        return reply.code(503).send({ status: 'unavailable', message: 'Database migrations are not applied' });
      }
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', message: 'Database is not reachable' });
    }
  });
};
