// Password reset of the embedded provider's accounts: a single-use link that works for an hour,
// mailed (or logged, without SMTP) to the account's address. Asking answers the same whether the
// address has an account or not, and takes as long: the mail leaves after the answer.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { localAccounts, passwordResetTokens } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { hashSecretToken, isSecretTokenShape, newSecretToken } from '../secret-token';
import { normalizeAccountEmail } from './accounts';
import { endAccountSessions } from './account-sessions';
import { reserveAttempt, type AttemptLimit } from '../../db/attempt-limiter';
import { hashPassword } from './passwords';

export const RESET_TTL_MS = 60 * 60_000;
/** Per address: a few tries for a lost mail. Per IP: enough for a team behind one router. */
export const RESET_LIMITS: { perEmail: AttemptLimit; perIp: AttemptLimit } = {
  perEmail: { max: 5, windowMs: 60 * 60_000 },
  perIp: { max: 20, windowMs: 60 * 60_000 },
};

export interface ResetDeps {
  db: Db;
  mailer: Mailer;
  /** Links in mail name the configured address, never a request's Host header (decision 101). */
  publicUrl: string;
  log: FastifyBaseLogger;
}

export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/oidc/reset-password?token=${token}`;

/** 'accepted' whether or not the address has an account; 'throttled' past either limit. */
export async function requestPasswordReset(
  deps: ResetDeps,
  opts: { email: string; ip: string },
): Promise<'accepted' | 'throttled'> {
  const email = normalizeAccountEmail(opts.email);
  const attempt = await reserveAttempt(deps.db, {
    capped: [
      { key: `reset-email:${email}`, limit: RESET_LIMITS.perEmail },
      { key: `reset-ip:${opts.ip}`, limit: RESET_LIMITS.perIp },
    ],
  });
  if (!attempt.ok) return 'throttled';
  const [account] = await deps.db.select().from(localAccounts).where(eq(localAccounts.emailNormalized, email));
  if (!account) return 'accepted';
  const token = newSecretToken();
  await deps.db.insert(passwordResetTokens).values({
    accountId: account.id,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  const message = {
    to: account.email,
    subject: 'Reset your Crease password',
    text: [
      'Someone (we hope you) asked to reset the password of your Crease account.',
      '',
      `Choose a new password here within an hour: ${resetLink(deps.publicUrl, token)}`,
      '',
      'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
  void deps.mailer
    .send(message)
    .catch((err: unknown) => deps.log.error({ err }, 'password reset mail could not be sent'));
  return 'accepted';
}

const usable = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/** Whether the link can still be used (shown before asking for a new password). */
export async function isResetTokenUsable(db: Db, token: string): Promise<boolean> {
  if (!isSecretTokenShape(token)) return false;
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usable(hashSecretToken(token)));
  return row !== undefined;
}

/**
 * Sets the new password if the link is still usable, uses the link up, and ends every session of
 * the account (ours and the provider's). Another unused link of the account dies with it.
 */
export async function resetPassword(
  db: Db,
  opts: { token: string; password: string; userIssuer: string },
): Promise<'done' | 'invalid'> {
  if (!isSecretTokenShape(opts.token)) return 'invalid';
  const passwordHash = await hashPassword(opts.password);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usable(hashSecretToken(opts.token)))
      .returning({ accountId: passwordResetTokens.accountId });
    if (!used) return 'invalid';
    await tx.update(localAccounts).set({ passwordHash }).where(eq(localAccounts.id, used.accountId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.accountId, used.accountId), isNull(passwordResetTokens.usedAt)));
    await endAccountSessions(tx, { accountId: used.accountId, userIssuer: opts.userIssuer });
    return 'done';
  });
}
