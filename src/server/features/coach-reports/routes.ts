// Coach report links (issue 17, item 4): POST, GET and DELETE /api/coach-reports for the signed-in
// owner; GET /api/public/coach-reports/:id for anyone with a live link. The page itself is the
// SPA's /coach/:id, served as index.html like any other client route.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCoachReport, ZCoachReportCreate, ZCoachReportLink, ZCoachReportList } from '../../../contracts/trends';
import { guardSignedIn, requireUser } from '../../auth/guard';
import { createLink, getReport, listLinks, revokeLink, type CoachReportDeps } from './service';

const ZId = z.object({ id: z.string() });

/**
 * The report is private to whoever holds the link: never kept by a cache (revoking works at once),
 * never indexed, and the link never leaks on through a Referer to sites the page points at.
 */
const PUBLIC_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
  'referrer-policy': 'no-referrer',
};

export const coachReportRoutes: FastifyPluginAsyncZod<CoachReportDeps> = async (app, deps) => {
  await app.register(async (scope) => {
    guardSignedIn(scope);
    const owner = scope.withTypeProvider<ZodTypeProvider>();
    owner.post(
      '/api/coach-reports',
      { schema: { body: ZCoachReportCreate, response: { 201: ZCoachReportLink } } },
      async (request, reply) =>
        reply.code(201).send(await createLink(deps, { userId: requireUser(request).id, label: request.body.label })),
    );
    owner.get('/api/coach-reports', { schema: { response: { 200: ZCoachReportList } } }, async (request) => ({
      links: await listLinks(deps, { userId: requireUser(request).id }),
    }));
    owner.delete('/api/coach-reports/:id', { schema: { params: ZId } }, async (request, reply) => {
      await revokeLink(deps.db, { userId: requireUser(request).id, id: request.params.id });
      return reply.code(204).send();
    });
  });

  app.get(
    '/api/public/coach-reports/:id',
    {
      schema: { params: ZId, response: { 200: ZCoachReport } },
      // Set before the handler runs, so the 404 carries them too.
      onRequest: async (_request, reply) => {
        reply.headers(PUBLIC_HEADERS);
      },
    },
    async (request) => getReport(deps, request.params.id),
  );
};
