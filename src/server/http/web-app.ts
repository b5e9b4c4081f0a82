// Serves the built SPA from one process with the API. Unknown /api paths are JSON 404s; any
// other unknown GET gets index.html so the client router can show its own '404 Page Not Found'.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-body.js';

const isApiPath = (url: string) => /^\/api(\/|\?|$)/.test(url);

export async function registerWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const hasBuild = webRoot !== null && existsSync(path.join(webRoot, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: ['index.html'],
      // scripts/compress-web.mjs writes .br/.gz copies at build time.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those never change; the shell and the
        // service worker must be revalidated so that a new release reaches users.
        const rel = path.relative(webRoot, filePath);
        res.header(
          'cache-control',
          rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || !['GET', 'HEAD'].includes(request.method) || !hasBuild) {
      return reply.code(404).send(errorBody('message', isApiPath(request.url) || hasBuild ? 'Not found' : 'Not found (the web app is not built: run npm run build)'));
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
