// Lets the relying party talk to the embedded issuer through Fastify's inject(): no network
// hop to our own public address, which a container or proxy may not route back to us.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { CustomFetch } from 'openid-client';

export function inProcessFetch(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    new Headers(options.headers as HeadersInit).forEach((value, key) => (headers[key] = value));
    headers.host = target.host;
    headers['x-forwarded-proto'] = target.protocol.replace(':', '');
    const res = await app.inject({
      method: options.method as InjectOptions['method'],
      url: target.pathname + target.search,
      headers,
      ...(options.body ? { payload: typeof options.body === 'string' ? options.body : String(options.body) } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: responseHeaders,
    });
  };
}
