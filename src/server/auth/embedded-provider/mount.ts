// Mounts the embedded identity provider under /oidc: our own sign-in pages for its
// interactions, and oidc-provider (a Koa app) for everything else, given the raw request.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { errorAnswer } from '../../http/error-handler';
import { hijackWithHeaders } from '../../http/hijack';
import { createAccount, verifyAccount } from './accounts';
import { forgetAttempts, reserveAttempt } from '../../db/attempt-limiter';
import { SIGN_IN_STARTS_PER_IP, TOO_MANY_STARTS } from '../sign-in-starts';
import { AUTO_LOGOUT_SCRIPT, messagePage, signInPage } from './pages';
import { passwordProblem } from './passwords';
import { EMBEDDED_MOUNT } from './provider';
import type { EmbeddedSite } from './sites';

const INVALID_EMAIL = 'Please enter a valid email address.';
const ZCredentials = z.object({
  email: z.string().trim().max(320, INVALID_EMAIL).default(''),
  password: z.string().max(1024, 'Please choose a password of at most 1024 characters.').default(''),
});
const ZEmail = z.email();
/** oidc-provider's interaction ids (nanoid); anything else cannot be a sign-in to show again. */
const INTERACTION_UID = /^[A-Za-z0-9_-]{1,64}$/;
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
      html(
        reply,
        400,
        messagePage('Sign-in expired', 'This sign-in page has expired.', { href: '/api/login', label: 'Start again' }),
      );
      return null;
    }
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, accountId: string) {
    hijackWithHeaders(reply);
    await providerFor(request).provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  }

  app.get('/oidc-assets/auto-logout.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(AUTO_LOGOUT_SCRIPT),
  );

  await app.register(async (forms) => {
    // These are pages, so their errors are pages too: a bad form (a NUL in the email, say) shows
    // the form again with the reason, in the status the JSON routes would use.
    forms.setErrorHandler((error: FastifyError, request, reply) => {
      const answer = errorAnswer(error, request);
      const { uid } = request.params as { uid?: string };
      reply.headers(answer.headers);
      if (answer.status < 500 && uid && INTERACTION_UID.test(uid)) {
        const mode =
          request.url.includes('/signup') || (request.query as { mode?: string }).mode === 'signup'
            ? 'signup'
            : 'signin';
        return html(reply, answer.status, signInPage({ uid, mode, error: answer.message }));
      }
      const text = answer.status < 500 ? answer.message : 'Something went wrong on our side.';
      return html(
        reply,
        answer.status,
        messagePage('Sign-in problem', text, { href: '/api/login', label: 'Start again' }),
      );
    });

    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    forms.get<{ Params: { uid: string }; Querystring: { mode?: string } }>(
      `${EMBEDDED_MOUNT}/interaction/:uid`,
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction) return reply;
        const mode = request.query.mode === 'signup' ? 'signup' : 'signin';
        return html(reply, 200, signInPage({ uid: interaction.uid, mode }));
      },
    );

    forms.post<{ Params: { uid: string } }>(`${EMBEDDED_MOUNT}/interaction/:uid/login`, async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const credentials = ZCredentials.safeParse(request.body ?? {});
      if (!credentials.success)
        return html(
          reply,
          400,
          signInPage({ uid: interaction.uid, mode: 'signin', error: credentials.error.issues[0]!.message }),
        );
      const { email, password } = credentials.data;
      const pairKey = `account-ip:${email.toLowerCase()}|${request.ip}`;
      const page = (status: number, error: string) =>
        html(reply, status, signInPage({ uid: interaction.uid, mode: 'signin', email, error }));
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
      const credentials = ZCredentials.safeParse(request.body ?? {});
      if (!credentials.success)
        return html(
          reply,
          400,
          signInPage({ uid: interaction.uid, mode: 'signup', error: credentials.error.issues[0]!.message }),
        );
      const { email, password } = credentials.data;
      const page = (status: number, error: string) =>
        html(reply, status, signInPage({ uid: interaction.uid, mode: 'signup', email, error }));
      if (!(await reserveAttempt(db, { capped: [{ key: `signup-ip:${request.ip}`, limit: ipLimit }] })).ok)
        return page(429, TOO_MANY);
      if (!ZEmail.safeParse(email).success) return page(400, 'Please enter a valid email address.');
      const problem = passwordProblem(password);
      if (problem) return page(400, problem);
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
      // Each authorization request stores an interaction row (see sign-in-starts.ts).
      if (/^\/oidc\/auth(\?|$)/.test(request.url)) {
        const attempt = await reserveAttempt(db, {
          capped: [{ key: `oidc-auth-ip:${request.ip}`, limit: SIGN_IN_STARTS_PER_IP }],
        });
        if (!attempt.ok)
          return html(
            reply.header('retry-after', String(Math.ceil(attempt.retryAfterMs / 1000))),
            429,
            messagePage('Too many sign-ins', TOO_MANY_STARTS),
          );
      }
      const { handle } = providerFor(request);
      hijackWithHeaders(reply);
      const req = request.raw as typeof request.raw & { originalUrl?: string };
      req.originalUrl = req.url;
      req.url = req.url!.slice(EMBEDDED_MOUNT.length) || '/';
      await handle(req, reply.raw);
    };
    raw.all(EMBEDDED_MOUNT, handler);
    raw.all(`${EMBEDDED_MOUNT}/*`, handler);
  });
}
