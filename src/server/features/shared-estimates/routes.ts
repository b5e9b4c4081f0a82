// Shared calorie estimates: POST /api/external/chat/jobs/:id/share, GET /api/shares (the live
// ones, newest first) and DELETE /api/shares/:id for the signed-in owner;
// GET /api/public/calorie-guess/:id for anyone with the link; and GET /calorie-guess/:id, the SPA shell with the estimate's preview tags (og-page.ts).
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZShareCreated, ZShareList, ZSharedEstimate } from '../../../contracts/shared-estimate';
import { guardSignedIn, requireUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { registerOgPage } from './og-page';
import { createShare, getSharedEstimate, listShares, revokeShare, type ReadablePhotos } from './service';

export interface SharedEstimateDeps {
  db: Db;
  publicUrl: string;
  /** Folder of the built SPA (index.html), or null when no web app is served. */
  webRoot: string | null;
  /** Which of an entry's photos its owner may lend to a share (the objects feature's check). */
  readablePhotos: ReadablePhotos;
}

const ZId = z.object({ id: z.string().max(200) });

export const sharedEstimateRoutes: FastifyPluginAsyncZod<SharedEstimateDeps> = async (app, deps) => {
  await app.register(async (scope) => {
    guardSignedIn(scope);
    const owner = scope.withTypeProvider<ZodTypeProvider>();
    owner.post(
      '/api/external/chat/jobs/:id/share',
      { schema: { params: ZId, response: { 201: ZShareCreated } } },
      async (request, reply) => {
        const share = await createShare(deps, {
          userId: requireUser(request).id,
          jobId: request.params.id,
          publicUrl: deps.publicUrl,
        });
        return reply.code(201).send(share);
      },
    );
    owner.get('/api/shares', { schema: { response: { 200: ZShareList } } }, async (request) => ({
      items: await listShares(deps.db, { userId: requireUser(request).id, publicUrl: deps.publicUrl }),
    }));
    owner.delete('/api/shares/:id', { schema: { params: ZId } }, async (request, reply) => {
      await revokeShare(deps.db, { userId: requireUser(request).id, shareId: request.params.id });
      return reply.code(204).send();
    });
  });

  app.get(
    '/api/public/calorie-guess/:id',
    { schema: { params: ZId, response: { 200: ZSharedEstimate } } },
    async (request, reply) => {
      // Revoking must take effect at once, and a private link should not land in search results.
      reply.header('cache-control', 'no-cache').header('x-robots-tag', 'noindex');
      return getSharedEstimate(deps.db, request.params.id);
    },
  );

  registerOgPage(app, deps);
};
