// /api/login → identity provider → /api/callback → signed in; /api/logout; /api/auth/user.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import { reserveAttempt } from '../db/attempt-limiter';
import type { Db } from '../db/client';
import { isOwnNavigation } from './csrf';
import { messagePage, signOutPage } from './embedded-provider/pages';
import { requireUser } from './guard';
import type { LoginChecks } from './relying-party';
import { SIGN_IN_STARTS_PER_IP, TOO_MANY_STARTS } from './sign-in-starts';
import { createSession, deleteSession, findSession, LOGIN_COOKIE, SESSION_COOKIE } from './sessions';
import type { SignInSites } from './sign-in-sites';
import { upsertUserFromIdentity } from './users';

const LOGIN_TTL_MS = 10 * 60_000;
const ZUser = z.object({ id: z.string(), email: z.string().nullable(), createdAt: z.string() });
const ZLoginState = z.object({ state: z.string(), nonce: z.string(), codeVerifier: z.string(), returnTo: z.string() });

/** Only same-site paths: '/meals', never '//evil.example' or 'https://evil.example'. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return /^[\x20-\x7e]{1,512}$/.test(value) ? value : '/';
}

export const authRoutes: FastifyPluginAsyncZod<{ config: Config; db: Db; sites: SignInSites }> = async (app, opts) => {
  const { config, db, sites } = opts;
  const secure = config.publicUrl.startsWith('https:');
  const cookie = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };

  const page = (reply: FastifyReply, status: number, title: string, text: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(messagePage(title, text, { href: '/api/login', label: 'Sign in again' }));

  app.get(
    '/api/login',
    { schema: { querystring: z.object({ returnTo: z.string().optional() }) } },
    async (request, reply) => {
      // Each start stores a sign-in state row: capped per address (sign-in-starts.ts).
      const attempt = await reserveAttempt(db, {
        capped: [{ key: `login-ip:${request.ip}`, limit: SIGN_IN_STARTS_PER_IP }],
      });
      if (!attempt.ok) {
        reply.header('retry-after', String(Math.ceil(attempt.retryAfterMs / 1000)));
        return page(reply, 429, 'Too many sign-ins', TOO_MANY_STARTS);
      }
      const { url, checks } = await sites.forRequest(request).relyingParty.startLogin();
      const token = await createSession(db, {
        userId: null,
        ttlMs: LOGIN_TTL_MS,
        data: { ...checks, returnTo: safeReturnTo(request.query.returnTo) },
      });
      reply.setCookie(LOGIN_COOKIE, token, { ...cookie, path: '/api', maxAge: LOGIN_TTL_MS / 1000 });
      return reply.redirect(url.href, 302);
    },
  );

  app.get('/api/callback', async (request: FastifyRequest, reply) => {
    const loginToken = request.cookies[LOGIN_COOKIE];
    const login = loginToken ? await findSession(db, loginToken, LOGIN_TTL_MS) : null;
    const state = ZLoginState.safeParse(login?.data);
    if (loginToken) {
      await deleteSession(db, loginToken); // one use only
      reply.clearCookie(LOGIN_COOKIE, { ...cookie, path: '/api' });
    }
    if (!state.success)
      return page(reply, 400, 'Sign-in expired', 'This sign-in took too long or was started in another browser.');
    const query = request.url.slice(request.url.indexOf('?'));
    if (new URLSearchParams(query).get('error')) return reply.redirect(state.data.returnTo, 302);

    let identity;
    try {
      const checks: LoginChecks = state.data;
      const site = sites.forRequest(request);
      identity = await site.relyingParty.finishLogin(new URL(`${site.origin}/api/callback${query}`), checks);
    } catch (err) {
      request.log.warn({ err }, 'sign-in callback refused');
      return page(reply, 400, 'Sign-in failed', 'We could not confirm your sign-in with the identity provider.');
    }
    const user = await upsertUserFromIdentity(db, {
      issuer: sites.userIssuer(identity.issuer),
      subject: identity.subject,
      email: identity.email,
    });
    // A new session id at every sign-in: a cookie planted before sign-in never becomes valid.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await deleteSession(db, previous);
    const token = await createSession(db, {
      userId: user.id,
      ttlMs: config.sessionTtlMs,
      data: { idToken: identity.idToken },
    });
    reply.setCookie(SESSION_COOKIE, token, { ...cookie, maxAge: config.sessionTtlMs / 1000 });
    return reply.redirect(state.data.returnTo, 302);
  });

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    let idToken: string | undefined;
    if (token) {
      const session = await findSession(db, token, config.sessionTtlMs);
      idToken = typeof session?.data.idToken === 'string' ? session.data.idToken : undefined;
      await deleteSession(db, token);
    }
    reply.clearCookie(SESSION_COOKIE, cookie);
    // Then end the session at the provider too, when it supports RP-initiated logout.
    const site = sites.forRequest(request);
    const providerLogout = await site.relyingParty.logoutUrl(idToken, `${site.origin}/`).catch((err: unknown) => {
      request.log.warn({ err }, 'provider logout unavailable');
      return null;
    });
    return reply.redirect(providerLogout?.href ?? '/', 302);
  };

  // Signing out changes state, so a GET does it only for a navigation from our own pages (SPEC
  // §7: Profile's Sign Out navigates here). From anywhere else (a link or an image on another
  // site, a typed address) it shows one button, a form POST that the CSRF check guards.
  app.get('/api/logout', async (request, reply) => {
    if (isOwnNavigation(request, config.publicUrl)) return signOut(request, reply);
    // The page's form must send its Origin for the CSRF check, which browsers replace by 'null'
    // under the app-wide Referrer-Policy: no-referrer; same-origin keeps it within our site.
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(signOutPage());
  });
  // The button's form body is empty; only its arrival matters.
  app.addContentTypeParser('application/x-www-form-urlencoded', { bodyLimit: 1024 }, (_request, _payload, done) =>
    done(null, {}),
  );
  app.post('/api/logout', signOut);

  app.get('/api/auth/user', { schema: { response: { 200: ZUser } } }, async (request) => {
    const user = requireUser(request);
    return { id: user.id, email: user.email, createdAt: user.createdAt.toISOString() };
  });
};
