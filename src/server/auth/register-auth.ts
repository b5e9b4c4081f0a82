// Wires sign-in into the app: cookies, CSRF protection, the session lookup for /api requests,
// the embedded identity provider (when no external issuer is configured) and the auth routes.
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { registerCsrfProtection } from './csrf';
import { mountEmbeddedProvider } from './embedded-provider/mount';
import { passwordResetRoutes } from './embedded-provider/password-reset-routes';
import { createEmbeddedSites } from './embedded-provider/sites';
import { inProcessFetch } from './in-process-fetch';
import { registerPublicUrlRedirect } from './public-url-redirect';
import { createRelyingParty } from './relying-party';
import { authRoutes } from './routes';
import { findSession, SESSION_COOKIE } from './sessions';
import { isApiRequest } from '../http/request-path';
import { createMailer } from '../mail/mailer';
import { embeddedSignInSites, embeddedUserIssuer, externalSignInSites, type SignInSites } from './sign-in-sites';
import { siteOrigin } from './site-origin';

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
    sites = externalSignInSites(
      config,
      createRelyingParty({ ...config.oidc, redirectUri: `${config.publicUrl}/api/callback` }),
    );
  } else {
    const embedded = await createEmbeddedSites({
      db,
      trustProxy: config.trustProxy,
      scopes: config.oidc.scopes,
      fetch: inProcessFetch(app),
    });
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
