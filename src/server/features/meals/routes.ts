import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIsoDate, ZMeal } from '../../../contracts/meal';
import { guardSignedIn, requireUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { sendJsonBody } from '../../http/json-body';
import { createMealListCache } from './list-cache';
import { deleteMeal, getMeal, listMeals } from './service';

const ZId = z.object({ id: z.string() });
const ZMealList = z.object({ items: z.array(ZMeal) });

export const mealRoutes: FastifyPluginAsyncZod<{ db: Db; cacheBytes: number }> = async (app, { db, cacheBytes }) => {
  guardSignedIn(app);
  const lists = createMealListCache({ maxBytes: cacheBytes });

  // Sent from the cache as ready bytes, so the response schema is checked once when a list is
  // loaded rather than by the serializer on every request.
  app.get(
    '/api/external/meals',
    {
      schema: {
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(500).default(100),
          date: ZIsoDate.optional(),
        }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const body = await lists.get({ userId: user.id, revision: user.mealsRevision, ...request.query }, async () =>
        ZMealList.parse({ items: await listMeals(db, { userId: user.id, ...request.query }) }),
      );
      return sendJsonBody(request, reply, body);
    },
  );

  app.get('/api/external/meals/:id', { schema: { params: ZId, response: { 200: ZMeal } } }, async (request) =>
    getMeal(db, { userId: requireUser(request).id, mealId: request.params.id }),
  );

  app.delete('/api/external/meals/:id', { schema: { params: ZId } }, async (request, reply) => {
    await deleteMeal(db, { userId: requireUser(request).id, mealId: request.params.id });
    return reply.code(204).send();
  });
};
