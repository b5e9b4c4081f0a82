// Refuses state-changing /api requests that a browser sent from another site. Browsers always
// attach Origin to cross-site POST/PUT/DELETE (and fetch attaches it same-site too), so a
// request whose Origin (or, failing that, Referer) is not ours is refused.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { isApiRequest } from '../http/request-path';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export function ownOrigins(request: FastifyRequest, publicUrl: string): Set<string> {
  // The public URL, and the address this request was actually sent to (e.g. 127.0.0.1:port).
  return new Set([new URL(publicUrl).origin, `${request.protocol}://${request.host}`]);
}

/**
 * Whether a GET navigation comes from one of our own pages: by Sec-Fetch-Site, which browsers
 * send with every navigation, else (older browsers) by a same-origin Referer. A typed address
 * or bookmark ('none') and links from other sites are not.
 */
export function isOwnNavigation(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const referer = originOf(request.headers.referer);
  return referer !== null && ownOrigins(request, publicUrl).has(referer);
}

export function registerCsrfProtection(app: FastifyInstance, opts: { publicUrl: string }): void {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || !isApiRequest(request)) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (!origin || !ownOrigins(request, opts.publicUrl).has(origin)) {
      throw new AppError('FORBIDDEN', 'Cross-site request refused');
    }
  });
}
