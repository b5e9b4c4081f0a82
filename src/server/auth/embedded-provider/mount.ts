// Mounts the embedded identity provider under /oidc: our own sign-in pages for its
// interactions, and oidc-provider (a Koa app) for everything else, given the raw request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { createAccount, verifyAccount } from './accounts.js';
import { forgetAttempts, reserveAttempt } from './attempt-limiter.js';
import { AUTO_LOGOUT_SCRIPT, messagePage, signInPage } from './pages.js';
import { EMBEDDED_MOUNT } from './provider.js';
import type { EmbeddedSite } from './sites.js';

const ZCredentials = z.object({ email: z.string().trim().max(320).default(''), password: z.string().max(1024).default('') });
const ZEmail = z.email();
const TOO_MANY = 'Too many sign-in attempts. Please wait a minute and try again.';

export async function mountEmbeddedProvider(
  app: FastifyInstance,
  opts: { providerFor: (request: FastifyRequest) => EmbeddedSite; db: Db; maxAttemptsPerMinute: number },
): Promise<void> {
  const { providerFor, db } = opts;
  // Per account and address: the configured number of free failures, then a growing wait
  // (attempt-limiter.ts). Per IP: five times that a minute, because a team on one network
  // shares an address; it still stops one machine spraying many accounts.
  const accountLimit = { max: opts.maxAttemptsPerMinute, windowMs: 60_000 };
  const ipLimit = { max: opts.maxAttemptsPerMinute * 5, windowMs: 60_000 };

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  async function details(request: FastifyRequest, reply: FastifyReply) {
    try {
      return await providerFor(request).provider.interactionDetails(request.raw, reply.raw);
    } catch {
      html(reply, 400, messagePage('Sign-in expired', 'This sign-in page has expired.', { href: '/api/login', label: 'Start again' }));
      return null;
    }
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, accountId: string) {
    reply.hijack();
    await providerFor(request).provider.interactionFinished(request.raw, reply.raw, { login: { accountId } }, { mergeWithLastSubmission: false });
  }

  app.get('/oidc-assets/auto-logout.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(AUTO_LOGOUT_SCRIPT),
  );

  await app.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    forms.get<{ Params: { uid: string }; Querystring: { mode?: string } }>(`${EMBEDDED_MOUNT}/interaction/:uid`, async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const mode = request.query.mode === 'signup' ? 'signup' : 'signin';
      return html(reply, 200, signInPage({ uid: interaction.uid, mode }));
    });

    forms.post<{ Params: { uid: string } }>(`${EMBEDDED_MOUNT}/interaction/:uid/login`, async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const { email, password } = ZCredentials.parse(request.body ?? {});
      const pairKey = `account-ip:${email.toLowerCase()}|${request.ip}`;
      const page = (status: number, error: string) => html(reply, status, signInPage({ uid: interaction.uid, mode: 'signin', email, error }));
      const attempt = await reserveAttempt(db, {
        capped: [{ key: `ip:${request.ip}`, limit: ipLimit }],
        backoff: [{ key: pairKey, free: accountLimit.max, maxWaitMs: 15 * 60_000 }],
      });
      if (!attempt.ok) return page(429, TOO_MANY);
      const accountId = email && password ? await verifyAccount(db, { email, password }) : null;
      if (!accountId) return page(401, 'Incorrect email or password.');
      await attempt.release();
      await forgetAttempts(db, pairKey);
      return finish(request, reply, accountId);
    });

    forms.post<{ Params: { uid: string } }>(`${EMBEDDED_MOUNT}/interaction/:uid/signup`, async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const { email, password } = ZCredentials.parse(request.body ?? {});
      const page = (status: number, error: string) => html(reply, status, signInPage({ uid: interaction.uid, mode: 'signup', email, error }));
      if (!(await reserveAttempt(db, { capped: [{ key: `signup-ip:${request.ip}`, limit: ipLimit }] })).ok) return page(429, TOO_MANY);
      if (!ZEmail.safeParse(email).success) return page(400, 'Please enter a valid email address.');
      if (password.length < 8) return page(400, 'Please choose a password of at least 8 characters.');
      const created = await createAccount(db, { email, password });
      if (!created.ok) return page(409, 'An account with this email already exists. Sign in instead.');
      return finish(request, reply, created.accountId);
    });
  });

  // Everything else under /oidc goes to oidc-provider untouched: it parses its own bodies.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const { handle } = providerFor(request);
      reply.hijack();
      const req = request.raw as typeof request.raw & { originalUrl?: string };
      req.originalUrl = req.url;
      req.url = req.url!.slice(EMBEDDED_MOUNT.length) || '/';
      // Fastify's onRequest hooks (security headers, request id) have already set raw headers.
      await handle(req, reply.raw);
    };
    raw.all(EMBEDDED_MOUNT, handler);
    raw.all(`${EMBEDDED_MOUNT}/*`, handler);
  });
}
