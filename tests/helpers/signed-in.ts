// A signed-in user for API tests: a real users row and a real session through the session code
// (the sign-in flow itself is covered by the sign-in tests).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import type { Db } from '../../src/server/db/client';
import { createUser } from './fixtures';

export interface ApiClient {
  userId: string;
  cookie: string;
  get: (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  post: (url: string, payload?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  put: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  del: (url: string) => Promise<LightMyRequestResponse>;
}

/** Requests as a browser on our own site would send them: session cookie and same-origin Origin. */
export function apiClient(
  app: FastifyInstance,
  userId: string,
  cookie: string,
  origin = 'http://localhost:3000',
): ApiClient {
  const send = (opts: InjectOptions): Promise<LightMyRequestResponse> =>
    app.inject({ ...opts, headers: { cookie, origin, ...(opts.headers as Record<string, string>) } });
  return {
    userId,
    cookie,
    get: (url, headers = {}) => send({ method: 'GET', url, headers }),
    post: (url, payload, headers = {}) =>
      send({
        method: 'POST',
        url,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
        headers,
      }),
    put: (url, payload) => send({ method: 'PUT', url, payload: payload as InjectOptions['payload'] }),
    del: (url) => send({ method: 'DELETE', url }),
  };
}

export async function signedInClient(app: FastifyInstance, db: Db): Promise<ApiClient> {
  const user = await createUser(db);
  const token = await createSession(db, { userId: user.id, ttlMs: 3_600_000 });
  return apiClient(app, user.id, `${SESSION_COOKIE}=${token}`);
}

export const guestClient = (app: FastifyInstance) => apiClient(app, '', '');
