import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUserPreferences } from '../../../contracts/preferences';
import { guardSignedIn, requireUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { getPreferences, savePreferences } from './service';

export const preferenceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  guardSignedIn(app);
  const schema = { response: { 200: ZUserPreferences } };

  app.get('/api/user-preferences', { schema }, async (request) =>
    getPreferences(db, { userId: requireUser(request).id }),
  );

  app.put('/api/user-preferences', { schema: { ...schema, body: ZUserPreferences } }, async (request) =>
    savePreferences(db, { userId: requireUser(request).id, preferences: request.body }),
  );
};
