// Who is signed in, for route handlers. Every signed-in route calls requireUser (directly or
// through the signedInRoutes hook), and every query then filters on the returned user's id.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/app-error';
import type { SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** The raw session token from the cookie, when there is a valid session. */
    sessionToken: string | null;
  }
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Makes every route registered inside `scope` answer 401 to a guest before anything else. */
export function guardSignedIn(scope: FastifyInstance): void {
  scope.addHook('preHandler', async (request) => {
    requireUser(request);
  });
}
