// Wires sign-in into the app: cookies, CSRF protection, the session lookup for /api requests,
// the embedded identity provider (when no external issuer is configured) and the auth routes.
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { registerCsrfProtection } from './csrf.js';
import { mountEmbeddedProvider } from './embedded-provider/mount.js';
import { passwordResetRoutes } from './embedded-provider/password-reset-routes.js';
import { createEmbeddedSites } from './embedded-provider/sites.js';
import { inProcessFetch } from './in-process-fetch.js';
import { registerPublicUrlRedirect } from './public-url-redirect.js';
import { createRelyingParty } from './relying-party.js';
import { authRoutes } from './routes.js';
import { findSession, SESSION_COOKIE } from './sessions.js';
import { isApiRequest } from '../http/request-path.js';
import { createMailer } from '../mail/mailer.js';
import { embeddedSignInSites, embeddedUserIssuer, externalSignInSites, type SignInSites } from './sign-in-sites.js';
import { siteOrigin } from './site-origin.js';

export async function registerAuth(app: FastifyInstance, opts: { config: Config; database: Database }): Promise<void> {
  const { config } = opts;
  const db = opts.database.db;
  await app.register(cookie);
  if (config.publicUrlSet) registerPublicUrlRedirect(app, { publicUrl: config.publicUrl });
  registerCsrfProtection(app, { publicUrl: config.publicUrl });

  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
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

  let sites: SignInSites;
  if (config.oidc.kind === 'external') {
    sites = externalSignInSites(config, createRelyingParty({ ...config.oidc, redirectUri: `${config.publicUrl}/api/callback` }));
  } else {
    const embedded = await createEmbeddedSites({ db, trustProxy: config.trustProxy, scopes: config.oidc.scopes, fetch: inProcessFetch(app) });
    await mountEmbeddedProvider(app, {
      providerFor: (request) => embedded.forOrigin(siteOrigin(request, config)),
      db,
      maxAttemptsPerMinute: config.loginMaxAttemptsPerMinute,
    });
    await app.register(passwordResetRoutes, {
      db,
      mailer: createMailer(config.mail, app.log),
      publicUrl: config.publicUrl,
      userIssuer: embeddedUserIssuer(config),
    });
    sites = embeddedSignInSites(config, embedded);
  }
  await app.register(authRoutes, { config, db, sites });
}
