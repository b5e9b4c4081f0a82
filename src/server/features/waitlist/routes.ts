// POST /api/waitlist/join and GET /api/waitlist/leaderboard (SPEC §7). Public: no session.
// Failures answer `{error}` (SPEC §8). Join is rate limited per IP: it is the one call that
// answers something about an address, so it must not be usable to test addresses in bulk.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLeaderboard, ZWaitlistJoinRequest, ZWaitlistJoinResponse } from '../../../contracts/waitlist';
import { reserveAttempt } from '../../db/attempt-limiter';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { loadRestoreTokens } from './restore-token';
import { joinWaitlist, leaderboard } from './service';

export interface WaitlistDeps {
  db: Db;
  publicUrl: string;
  /** Join calls per IP per window; a page load with a saved email re-sends join, so not tiny. */
  joinLimit?: { max: number; windowMs: number };
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts from your network. Please try again in a few minutes.';

export const waitlistRoutes: FastifyPluginAsyncZod<WaitlistDeps> = async (app, deps) => {
  const limit = deps.joinLimit ?? { max: 30, windowMs: 10 * 60_000 };
  const tokens = await loadRestoreTokens(deps.db);
  // Counted in the database (not one process's memory): shared by every web process, kept across restarts.
  const checkLimit = async (ip: string) => {
    const attempt = await reserveAttempt(deps.db, { capped: [{ key: `waitlist-ip:${ip}`, limit }] });
    if (!attempt.ok)
      throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE, {
        'retry-after': String(Math.max(1, Math.ceil(attempt.retryAfterMs / 1000))),
      });
  };

  app.post(
    '/api/waitlist/join',
    {
      config: { errorBody: 'error' },
      preHandler: async (request) => checkLimit(request.ip),
      bodyLimit: 4096,
      schema: { body: ZWaitlistJoinRequest, response: { 200: ZWaitlistJoinResponse } },
    },
    async (request) => joinWaitlist(deps.db, { ...request.body, publicUrl: deps.publicUrl, tokens }),
  );

  app.get(
    '/api/waitlist/leaderboard',
    { config: { errorBody: 'error' }, schema: { response: { 200: ZLeaderboard } } },
    // Not cached: a user who just joined or referred someone must see the new order at once.
    async () => leaderboard(deps.db),
  );
};
