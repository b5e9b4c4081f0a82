// The athlete's own data under /api/athlete (issue #16). Thin: validation by the contracts, the
// work in the services, every query scoped to the signed-in user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAthleteDay,
  ZAthleteProfile,
  ZAthleteProfileInput,
  ZAthleteProfileResponse,
  ZFluidLog,
  ZFluidLogInput,
  ZSweatTest,
  ZSweatTestInput,
  ZTrainingDay,
  ZTrainingDayInput,
  ZTrainingResponse,
  ZWeeklyPattern,
  ZWeightEntry,
  ZWeightInput,
} from '../../../contracts/athlete';
import { ZIsoDate } from '../../../contracts/meal';
import { TREND_WINDOWS, ZTrendsQuery, ZTrendsResponse } from '../../../contracts/trends';
import type { Knowledge } from '../../../nutrition/knowledge/knowledge';
import { guardSignedIn, requireUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { getAthleteDay } from './day-service';
import { deleteWeight, getProfile, saveProfile, saveWeight } from './profile-service';
import { addFluidLog, addSweatTest, deleteFluidLog, deleteSweatTest, listSweatTests } from './sweat-and-fluid-service';
import { clearTrainingDay, getTraining, savePattern, saveTrainingDay } from './training-service';
import { createMealTotalsCache } from './meal-totals-cache';
import { getTrends, mealTotalsByDate, type MealTotals } from './trends-service';

export interface AthleteDeps {
  db: Db;
  /** The knowledge base, for the millilitres of drinks logged in words. */
  knowledge: Knowledge;
}

/** Users whose meal totals Trends keeps (a few KB each: a row per day of 90). */
const TRENDS_CACHE_USERS = 2000;

const ZDateParam = z.object({ date: ZIsoDate });
const ZIdParam = z.object({ id: z.string() });

export const athleteRoutes: FastifyPluginAsyncZod<AthleteDeps> = async (app, { db, knowledge }) => {
  guardSignedIn(app);
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).id;

  app.get('/api/athlete/profile', { schema: { response: { 200: ZAthleteProfileResponse } } }, async (request) =>
    getProfile(db, { userId: me(request) }),
  );
  app.put(
    '/api/athlete/profile',
    { schema: { body: ZAthleteProfileInput, response: { 200: ZAthleteProfile } } },
    async (request) => saveProfile(db, { userId: me(request), profile: request.body }),
  );

  app.put(
    '/api/athlete/weights',
    { schema: { body: ZWeightInput, response: { 200: ZWeightEntry } } },
    async (request) => saveWeight(db, { userId: me(request), weight: request.body }),
  );
  app.delete('/api/athlete/weights/:date', { schema: { params: ZDateParam } }, async (request, reply) => {
    await deleteWeight(db, { userId: me(request), date: request.params.date });
    return reply.code(204).send();
  });

  app.get(
    '/api/athlete/training',
    {
      schema: {
        querystring: z.object({ from: ZIsoDate, to: ZIsoDate }),
        response: { 200: ZTrainingResponse },
      },
    },
    async (request) => getTraining(db, { userId: me(request), ...request.query }),
  );
  app.put(
    '/api/athlete/training/:date',
    { schema: { params: ZDateParam, body: ZTrainingDayInput, response: { 200: ZTrainingDay } } },
    async (request) => saveTrainingDay(db, { userId: me(request), date: request.params.date, day: request.body }),
  );
  app.delete('/api/athlete/training/:date', { schema: { params: ZDateParam } }, async (request, reply) => {
    await clearTrainingDay(db, { userId: me(request), date: request.params.date });
    return reply.code(204).send();
  });
  app.put(
    '/api/athlete/training-pattern',
    { schema: { body: ZWeeklyPattern, response: { 200: ZWeeklyPattern } } },
    async (request) => savePattern(db, { userId: me(request), pattern: request.body }),
  );

  app.post(
    '/api/athlete/sweat-tests',
    { schema: { body: ZSweatTestInput, response: { 201: ZSweatTest } } },
    async (request, reply) => reply.code(201).send(await addSweatTest(db, { userId: me(request), test: request.body })),
  );
  app.get(
    '/api/athlete/sweat-tests',
    { schema: { response: { 200: z.object({ tests: z.array(ZSweatTest) }) } } },
    async (request) => listSweatTests(db, { userId: me(request) }),
  );
  app.delete('/api/athlete/sweat-tests/:id', { schema: { params: ZIdParam } }, async (request, reply) => {
    await deleteSweatTest(db, { userId: me(request), id: request.params.id });
    return reply.code(204).send();
  });

  app.post(
    '/api/athlete/fluids',
    { schema: { body: ZFluidLogInput, response: { 201: ZFluidLog } } },
    async (request, reply) => reply.code(201).send(await addFluidLog(db, { userId: me(request), log: request.body })),
  );
  app.delete('/api/athlete/fluids/:id', { schema: { params: ZIdParam } }, async (request, reply) => {
    await deleteFluidLog(db, { userId: me(request), id: request.params.id });
    return reply.code(204).send();
  });

  app.get(
    '/api/athlete/day',
    { schema: { querystring: z.object({ date: ZIsoDate }), response: { 200: ZAthleteDay } } },
    async (request) => getAthleteDay(db, knowledge, { userId: me(request), date: request.query.date }),
  );

  // Trends (issue 17) live here because a day's goals come from this feature's profile, weights,
  // training calendar and sweat tests, computed as /api/athlete/day computes them.
  const mealTotals = createMealTotalsCache<MealTotals>({
    maxUsers: TRENDS_CACHE_USERS,
    spanDays: TREND_WINDOWS.at(-1)!,
  });
  app.get(
    '/api/trends',
    { schema: { querystring: ZTrendsQuery, response: { 200: ZTrendsResponse } } },
    async (request) => {
      const user = requireUser(request);
      return getTrends(db, knowledge, {
        userId: user.id,
        ...request.query,
        mealTotals: (range) =>
          mealTotals.get({ userId: user.id, revision: user.mealsRevision, ...range }, (wider) =>
            mealTotalsByDate(db, knowledge, { userId: user.id, ...wider }),
          ),
      });
    },
  );
};
