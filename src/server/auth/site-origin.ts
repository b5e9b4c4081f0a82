// Which address a request belongs to. With PUBLIC_URL set, always that one. Without it, the
// address the browser used (scheme and Host, or X-Forwarded-* with TRUST_PROXY), so the embedded
// sign-in works at http://127.0.0.1:3000 or a phone's http://192.168.1.5:3000 alike (decision 101).
// Only sign-in follows it: links that leave the browser (mail, share links) use config.publicUrl.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

// A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port; nothing else
// (a Host header is the client's to write).
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]{2,45}\\])(?::\\d{1,5})?$`, 'i');

/** scheme://host[:port] of the request, or null when its Host header is not a plain host. */
export function requestOrigin(request: FastifyRequest): string | null {
  const { protocol, host } = request;
  if ((protocol !== 'http' && protocol !== 'https') || !HOST.test(host)) return null;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

/** The address sign-in runs at for this request (see above). */
export function siteOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl' | 'publicUrlSet'>): string {
  if (config.publicUrlSet) return config.publicUrl;
  return requestOrigin(request) ?? config.publicUrl;
}
