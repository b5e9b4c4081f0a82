import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_IMAGES_PER_ENTRY,
  ZCancelResponse,
  ZJobList,
  ZQueueRequest,
  ZQueueResponse,
} from '../../../contracts/jobs';
import { guardSignedIn, requireUser } from '../../auth/guard';
import { deleteEntry } from './delete-entry';
import { cancelJob, listJobs, queueEntry, type QueueDeps } from './service';

const ZRequestId = z.string().trim().min(1).max(200);

/**
 * Room for the text and the most inline photos (image_urls) an entry may carry: six photos of up
 * to IMAGE_MAX_MB each, as base64 (4 bytes per 3). Uploading (POST /api/objects/upload) is the
 * lighter way to attach photos; inline ones exist for SPEC §7's clients.
 */
export const queueBodyLimit = (imageMaxBytes: number) =>
  64 * 1024 + MAX_IMAGES_PER_ENTRY * (Math.ceil(imageMaxBytes / 3) * 4 + 256);

export const chatJobRoutes: FastifyPluginAsyncZod<QueueDeps> = async (app, deps) => {
  guardSignedIn(app);

  app.post(
    '/api/external/chat/queue',
    {
      // SPEC §8 reads queue errors from `detail` (429) and `message`.
      config: { errorBody: 'detail' },
      bodyLimit: queueBodyLimit(deps.imageMaxBytes),
      schema: { body: ZQueueRequest, response: { 200: ZQueueResponse, 201: ZQueueResponse } },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'] ?? request.headers['x-client-request-id'];
      const clientRequestId = ZRequestId.safeParse(Array.isArray(header) ? header[0] : header);
      const { job, created } = await queueEntry(deps, {
        userId: requireUser(request).id,
        request: request.body,
        clientRequestId: clientRequestId.success ? clientRequestId.data : null,
      });
      return reply.code(created ? 201 : 200).send({ job_id: job.job_id, message: job.message });
    },
  );

  app.get(
    '/api/external/chat/jobs',
    {
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: ZJobList },
      },
    },
    async (request) => ({
      items: await listJobs(deps.db, { userId: requireUser(request).id, limit: request.query.limit }),
    }),
  );

  app.post(
    '/api/external/chat/jobs/:id/cancel',
    { schema: { params: z.object({ id: z.string() }), response: { 200: ZCancelResponse } } },
    async (request) => {
      const job = await cancelJob(deps.db, { userId: requireUser(request).id, jobId: request.params.id });
      return { job_id: job.job_id, status: job.status };
    },
  );

  // Not in SPEC §7 (which cancels the job and deletes its meals one by one): deletes the entry and
  // its meals on the server, so every device and the Log History agree (docs/decisions/061).
  app.delete(
    '/api/external/chat/jobs/:id',
    { schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      await deleteEntry(deps.db, { userId: requireUser(request).id, jobId: request.params.id });
      return reply.code(204).send();
    },
  );
};
