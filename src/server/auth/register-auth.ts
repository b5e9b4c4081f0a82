// Wires sign-in into the app: cookies, CSRF protection, the session lookup for /api requests,
// the embedded identity provider (when no external issuer is configured) and the auth routes.
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { registerCsrfProtection } from './csrf.js';
import { createEmbeddedProvider } from './embedded-provider/provider.js';
import { mountEmbeddedProvider } from './embedded-provider/mount.js';
import { inProcessFetch } from './in-process-fetch.js';
import { createRelyingParty, type RelyingParty } from './relying-party.js';
import { authRoutes } from './routes.js';
import { findSession, SESSION_COOKIE } from './sessions.js';

export async function registerAuth(app: FastifyInstance, opts: { config: Config; database: Database }): Promise<void> {
  const { config } = opts;
  const db = opts.database.db;
  await app.register(cookie);
  registerCsrfProtection(app, { publicUrl: config.publicUrl });

  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await findSession(db, token, config.sessionTtlMs);
    if (!session?.user) return;
    request.user = session.user;
    request.sessionToken = token;
    if (session.rolled) {
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.publicUrl.startsWith('https:'),
        maxAge: config.sessionTtlMs / 1000,
      });
    }
  });

  let relyingParty: RelyingParty;
  const redirectUri = `${config.publicUrl}/api/callback`;
  if (config.oidc.kind === 'external') {
    relyingParty = createRelyingParty({ ...config.oidc, redirectUri });
  } else {
    const embedded = await createEmbeddedProvider({ db, publicUrl: config.publicUrl, trustProxy: config.trustProxy });
    await mountEmbeddedProvider(app, { embedded, db, maxAttemptsPerMinute: config.loginMaxAttemptsPerMinute });
    relyingParty = createRelyingParty({
      issuer: embedded.issuer,
      clientId: embedded.clientId,
      clientSecret: embedded.clientSecret,
      scopes: config.oidc.scopes,
      redirectUri,
      fetch: inProcessFetch(app),
    });
  }
  await app.register(authRoutes, { config, db, relyingParty });
}
