import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIsoDate, ZMeal } from '../../../contracts/meal.js';
import { guardSignedIn, requireUser } from '../../auth/guard.js';
import type { Db } from '../../db/client.js';
import { deleteMeal, getMeal, listMeals } from './service.js';

const ZId = z.object({ id: z.string() });

export const mealRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  guardSignedIn(app);

  app.get(
    '/api/external/meals',
    {
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100), date: ZIsoDate.optional() }),
        response: { 200: z.object({ items: z.array(ZMeal) }) },
      },
    },
    async (request) => ({ items: await listMeals(db, { userId: requireUser(request).id, ...request.query }) }),
  );

  app.get('/api/external/meals/:id', { schema: { params: ZId, response: { 200: ZMeal } } }, async (request) =>
    getMeal(db, { userId: requireUser(request).id, mealId: request.params.id }),
  );

  app.delete('/api/external/meals/:id', { schema: { params: ZId } }, async (request, reply) => {
    await deleteMeal(db, { userId: requireUser(request).id, mealId: request.params.id });
    return reply.code(204).send();
  });
};
