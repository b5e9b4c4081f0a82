// The public endpoints (a shared estimate, a coach report) answer anyone without a session, so
// nothing else limits how fast one address may call them. A cap per address keeps a scraper or
// a runaway script from loading the database for everyone. Counted in memory per process: these
// are reads of unguessable links, so a cap that resets on restart (unlike sign-in attempts,
// which are counted in the database) is enough.
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

export interface PublicRateLimit {
  max: number;
  windowMs: number;
}

export const PUBLIC_RATE_LIMIT: PublicRateLimit = { max: 120, windowMs: 60_000 };
/** Addresses tracked at once; past this the expired windows are dropped, then the oldest. */
const MAX_TRACKED = 10_000;

export function createWindowCounter(limit: PublicRateLimit, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  const prune = (t: number) => {
    for (const [key, w] of windows) if (t - w.start >= limit.windowMs) windows.delete(key);
    // Still full: forget the oldest windows (a Map iterates in insertion order).
    for (const key of windows.keys()) {
      if (windows.size < MAX_TRACKED) break;
      windows.delete(key);
    }
  };
  /** Counts one call; the wait in ms when the address is over its cap, else 0. */
  return (key: string): number => {
    const t = now();
    let w = windows.get(key);
    if (!w || t - w.start >= limit.windowMs) {
      if (!w && windows.size >= MAX_TRACKED) prune(t);
      windows.delete(key);
      w = { start: t, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    return w.count > limit.max ? w.start + limit.windowMs - t : 0;
  };
}

/** Caps calls to /api/public/* per client address with 429 and Retry-After. */
export function registerPublicRateLimit(app: FastifyInstance, limit: PublicRateLimit = PUBLIC_RATE_LIMIT): void {
  const count = createWindowCounter(limit);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/public/')) return;
    const waitMs = count(request.ip);
    if (waitMs > 0)
      throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.', {
        'retry-after': String(Math.ceil(waitMs / 1000)),
      });
  });
}
