import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// The SPA loads only its own bundled scripts; styles may be inline because UI primitives set
// style attributes; images may be data:/blob: (photo previews before upload).
// connectSrc adds the photo bucket's origin when browsers upload to S3 directly (presigned PUT).
export function securityHeaders(opts: { https: boolean; connectSrc?: string[] }): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(opts.connectSrc ?? [])],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Sign-in may redirect to another origin (the identity provider) and back.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    hsts: opts.https ? undefined : false,
  });
  // Our policy has no per-request parts (no nonces), so helmet's headers are the same for every
  // response: collect them once. (@fastify/helmet rebuilt the whole policy on every request.)
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { https: boolean; connectSrc?: string[] },
): Promise<void> {
  const headers = securityHeaders(opts);
  if (!headers['content-security-policy']) throw new Error('helmet produced no Content-Security-Policy');
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
