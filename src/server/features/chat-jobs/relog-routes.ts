// Fast re-logging (issue 17): favourites, the composer's shortcuts, and copies onto today. Not in
// SPEC §7. Copies take the queue's Idempotency-Key and answer like it ({job_id, message}, 201 when
// created, 200 for a retry), because they are entries like any other (decision 112).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZQueueResponse } from '../../../contracts/jobs';
import {
  ZCopyEntryRequest,
  ZCopyMealsRequest,
  ZFavouriteResponse,
  ZRelogQuery,
  ZRelogShortcuts,
} from '../../../contracts/relog';
import { guardSignedIn, requireUser } from '../../auth/guard';
import type { FastifyRequest } from 'fastify';
import { copyEntry, copyMeals } from './copy-entry';
import { setFavourite } from './favourites';
import type { RelogDeps } from './relog-deps';
import { relogShortcuts } from './relog-shortcuts';

const ZRequestId = z.string().trim().min(1).max(200);
const ZJobParams = z.object({ jobId: z.string().max(100) });

function clientRequestId(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'] ?? request.headers['x-client-request-id'];
  const parsed = ZRequestId.safeParse(Array.isArray(header) ? header[0] : header);
  return parsed.success ? parsed.data : null;
}

export const relogRoutes: FastifyPluginAsyncZod<RelogDeps> = async (app, deps) => {
  guardSignedIn(app);

  for (const [method, favourite] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/entries/:jobId/favourite',
      schema: { params: ZJobParams, response: { 200: ZFavouriteResponse } },
      handler: (request) =>
        setFavourite(deps.db, { userId: requireUser(request).id, jobId: request.params.jobId, favourite }),
    });
  }

  app.get('/api/relog', { schema: { querystring: ZRelogQuery, response: { 200: ZRelogShortcuts } } }, (request) =>
    relogShortcuts(deps, { userId: requireUser(request).id, ...request.query }),
  );

  app.post(
    '/api/entries/:jobId/copy',
    {
      schema: { params: ZJobParams, body: ZCopyEntryRequest, response: { 200: ZQueueResponse, 201: ZQueueResponse } },
    },
    async (request, reply) => {
      const { job, created } = await copyEntry(deps, {
        userId: requireUser(request).id,
        jobId: request.params.jobId,
        request: request.body,
        clientRequestId: clientRequestId(request),
      });
      return reply.code(created ? 201 : 200).send({ job_id: job.job_id, message: job.message });
    },
  );

  app.post(
    '/api/entries/copy-meals',
    { schema: { body: ZCopyMealsRequest, response: { 200: ZQueueResponse, 201: ZQueueResponse } } },
    async (request, reply) => {
      const { job, created } = await copyMeals(deps, {
        userId: requireUser(request).id,
        request: request.body,
        clientRequestId: clientRequestId(request),
      });
      return reply.code(created ? 201 : 200).send({ job_id: job.job_id, message: job.message });
    },
  );
};
