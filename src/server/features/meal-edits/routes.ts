import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEditRequest, ZEditStarted, ZEditStatusResponse, ZProcessingEdits } from '../../../contracts/meal-edits';
import { guardSignedIn, requireUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { editStatus, processingEdits, startEdit } from './service';

const ZEntry = z.object({ entryId: z.string() });

export const mealEditRoutes: FastifyPluginAsyncZod<{ db: Db; rateLimit: { max: number; windowMs: number } }> = async (
  app,
  { db, rateLimit },
) => {
  guardSignedIn(app);

  // Registered before /:entryId routes would be ambiguous to a reader; the router prefers static paths anyway.
  app.get(
    '/api/external/meals/edit-nl/processing',
    { schema: { response: { 200: ZProcessingEdits } } },
    async (request) => ({
      entry_ids: await processingEdits(db, { userId: requireUser(request).id }),
    }),
  );

  app.post(
    '/api/external/meals/:entryId/edit-nl',
    { schema: { params: ZEntry, body: ZEditRequest, response: { 200: ZEditStarted } } },
    async (request) =>
      startEdit(db, {
        userId: requireUser(request).id,
        mealId: request.params.entryId,
        instructions: request.body.instructions,
        rateLimit,
      }),
  );

  app.get(
    '/api/external/meals/:entryId/edit-nl/status',
    { schema: { params: ZEntry, response: { 200: ZEditStatusResponse } } },
    async (request) => editStatus(db, { userId: requireUser(request).id, mealId: request.params.entryId }),
  );
};
