import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// The SPA loads only its own bundled scripts; styles may be inline because UI primitives set
// style attributes; images may be data:/blob: (photo previews before upload).
// connectSrc adds the photo bucket's origin when browsers upload to S3 directly (presigned PUT).
export async function registerSecurityHeaders(app: FastifyInstance, opts: { https: boolean; connectSrc?: string[] }): Promise<void> {
  await app.register(helmet, {
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
}
