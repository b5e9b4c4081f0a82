// Which part of the app a request is for, read the way the router reads it. The router decodes
// a path before matching it, so `/%61pi/external/meals` reaches the `/api/external/meals`
// route; a hook that tested the raw URL for '/api/' let such a request skip the CSRF check and
// the session lookup (decision 103). Every hook asks here instead.
import type { FastifyRequest } from 'fastify';

/** The path without its query, with ASCII %XX escapes decoded once (as the router does). */
export function decodedPath(url: string): string {
  const end = url.search(/[?#]/);
  const path = end < 0 ? url : url.slice(0, end);
  // Only ASCII escapes: enough to see any of our prefixes, and it cannot throw on a malformed
  // multi-byte sequence the way decodeURIComponent does.
  return path.replace(/%([0-7][0-9a-fA-F])/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Whether a path is under `prefix` ('/api' matches '/api', '/api/…' and '/api?…', not '/apix'). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Whether a request is for the API: by the route it matched (the router's own reading) or, for
 * a request that matched none, by its decoded path.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return (route !== undefined && isUnder(route, '/api')) || isUnder(decodedPath(request.url), '/api');
}
