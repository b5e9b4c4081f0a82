// The password-reset pages under /oidc (static paths win over oidc-provider's /oidc/* route).
// The token travels in the query string and a form field only: the request log replaces query
// values, and pages send no Referer (helmet's Referrer-Policy: no-referrer).
// No Origin check: setting a password needs the secret token, and asking for a link is limited
// per address and IP and tells nothing about which addresses have accounts.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { messagePage } from './pages';
import { isResetTokenUsable, requestPasswordReset, resetPassword, type ResetDeps } from './password-reset';
import { passwordProblem } from './passwords';
import { forgotPasswordPage, newPasswordPage, resetLinkSentPage } from './reset-pages';

const ZUid = z.object({
  uid: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional()
    .catch(undefined),
});
const ZEmailForm = z.object({ email: z.string().trim().max(320).default('') });
const ZResetForm = z.object({ token: z.string().max(100).default(''), password: z.string().max(4096).default('') });
const ZToken = z.object({ token: z.string().max(100).default('') });
const ZEmail = z.email();

export const passwordResetRoutes: FastifyPluginAsync<Omit<ResetDeps, 'log'> & { userIssuer: string }> = async (
  app,
  opts,
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const expired = (reply: FastifyReply) =>
    html(
      reply,
      400,
      messagePage('Link expired', 'This reset link has expired or has already been used.', {
        href: '/oidc/forgot-password',
        label: 'Ask for a new link',
      }),
    );

  app.get('/oidc/forgot-password', async (request, reply) =>
    html(reply, 200, forgotPasswordPage({ uid: ZUid.parse(request.query ?? {}).uid })),
  );

  app.post('/oidc/forgot-password', async (request, reply) => {
    const { uid } = ZUid.parse(request.query ?? {});
    const { email } = ZEmailForm.parse(request.body ?? {});
    if (!ZEmail.safeParse(email).success)
      return html(reply, 400, forgotPasswordPage({ uid, email, error: 'Please enter a valid email address.' }));
    const outcome = await requestPasswordReset({ ...opts, log: request.log }, { email, ip: request.ip });
    if (outcome === 'throttled') {
      return html(
        reply,
        429,
        forgotPasswordPage({ uid, email, error: 'Too many reset requests. Please try again in an hour.' }),
      );
    }
    return html(reply, 200, resetLinkSentPage({ uid }));
  });

  app.get('/oidc/reset-password', async (request, reply) => {
    const { token } = ZToken.parse(request.query ?? {});
    return (await isResetTokenUsable(opts.db, token)) ? html(reply, 200, newPasswordPage({ token })) : expired(reply);
  });

  app.post('/oidc/reset-password', async (request, reply) => {
    const { token, password } = ZResetForm.parse(request.body ?? {});
    if (!(await isResetTokenUsable(opts.db, token))) return expired(reply);
    const problem = passwordProblem(password);
    if (problem) return html(reply, 400, newPasswordPage({ token, error: problem }));
    if ((await resetPassword(opts.db, { token, password, userIssuer: opts.userIssuer })) === 'invalid')
      return expired(reply);
    return html(
      reply,
      200,
      messagePage(
        'Password changed',
        'Your new password is set and every device was signed out. Sign in with your new password.',
        { href: '/api/login', label: 'Sign in' },
      ),
    );
  });
};
