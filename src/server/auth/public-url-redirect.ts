// With PUBLIC_URL set, a page opened at another address (the server's IP, an old name) is sent
// to PUBLIC_URL, where sign-in's cookies and redirects live. Data calls and health probes are
// answered wherever they arrive: a load balancer probes by IP, and no page of ours calls the
// API at another host once the page itself was redirected.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Set on a redirect; seen again with a still-foreign Host it means a loop (see below). */
const MARKER = 'crease_host_redirect';

function redirects(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0]!;
  if (path === '/api/login') return true;
  return !(
    path.startsWith('/api/') ||
    path === '/oidc' ||
    path.startsWith('/oidc/') ||
    path.startsWith('/oidc-assets/') ||
    path === '/healthz' ||
    path === '/readyz'
  );
}

export function registerPublicUrlRedirect(app: FastifyInstance, opts: { publicUrl: string }): void {
  const target = new URL(opts.publicUrl);
  const sameHost = (host: string) => {
    try {
      return new URL(`${target.protocol}//${host}`).host === target.host;
    } catch {
      return false;
    }
  };
  let warned = false;
  app.addHook('onRequest', async (request, reply) => {
    if (sameHost(request.host) || !redirects(request)) return;
    // A reverse proxy that rewrites Host (nginx's default proxy_pass does) makes every request
    // look foreign, and redirecting would loop. The marker cookie comes back on the redirected
    // request in that case only, so the page is served and the operator told once.
    if (request.cookies[MARKER]) {
      if (!warned) {
        warned = true;
        request.log.warn(
          { host: request.host, publicUrl: opts.publicUrl },
          "requests arrive with a Host header other than PUBLIC_URL's; forward the Host header (nginx: proxy_set_header Host $host) or set TRUST_PROXY with X-Forwarded-Host",
        );
      }
      return;
    }
    reply.setCookie(MARKER, '1', {
      path: '/',
      maxAge: 60,
      httpOnly: true,
      sameSite: 'lax',
      secure: target.protocol === 'https:',
    });
    return reply.redirect(`${opts.publicUrl}${request.url}`, 302);
  });
}
