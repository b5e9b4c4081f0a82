// Serves the built SPA from one process with the API. Unknown /api paths are JSON 404s; any
// other unknown GET gets index.html so the client router can show its own '404 Page Not Found'.
// / and /log, the landing page's paths, get the prerendered landing page (landing.html, made by
// scripts/prerender-pages.ts) when the request has no session cookie: without one the visitor
// is a guest for sure, so the page can be complete before any script runs (decision 080).
// With a session cookie they get index.html, whose splash waits for the user check, unless the
// session is live: then /meals (and / and /log, which the app sends to /meals) get meals-shell.html,
// the signed-in frame and the meals composer as static HTML, painted before any script runs
// (decision 119). It holds nothing of the user's, so it is the same file for everyone.
// /blog and /blog/<slug> are prerendered the same way (prerendered/, decision 106): a signed-in
// visitor's header differs (Open app instead of Sign In), so they too go to guests only.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/sessions';
import { errorBody } from './error-body';
import { decodedPath, isUnder } from './request-path';

const isApiPath = (url: string) => isUnder(decodedPath(url), '/api');
export const LANDING_PATHS = ['/', '/log'] as const;
export const LANDING_FILE = 'landing.html';
export const SIGNED_IN_SHELL_FILE = 'meals-shell.html';
/**
 * Client routes whose URL is a private link (a coach's weekly report, issue 17): served like any
 * other route, to guests too, but marked so that a search engine that meets one does not index it.
 */
export const PRIVATE_LINK_PAGES = ['/coach'] as const;

/** The prerendered blog pages the build wrote, by the path they are for: /blog, /blog/<slug>. */
function prerenderedBlogPages(webRoot: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (existsSync(path.join(webRoot, 'prerendered/blog.html'))) pages.set('/blog', 'prerendered/blog.html');
  const dir = path.join(webRoot, 'prerendered/blog');
  // Read once at start-up: a request's slug only ever selects one of these, never a path.
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    if (name.endsWith('.html')) pages.set(`/blog/${name.slice(0, -'.html'.length)}`, `prerendered/blog/${name}`);
  }
  return pages;
}

/** Whether a Cookie header carries a cookie of that name (its value is the auth layer's business). */
export function hasCookie(header: string | undefined, name: string): boolean {
  return header !== undefined && header.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** A cookie's value from a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export interface WebAppOptions {
  /** Whether a session token is a live signed-in session (read only); without it no signed-in shell is sent. */
  isSignedIn?: (sessionToken: string) => Promise<boolean>;
}

export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | null,
  opts: WebAppOptions = {},
): Promise<void> {
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
    const hasLanding = existsSync(path.join(webRoot, LANDING_FILE));
    const { isSignedIn } = opts;
    const hasSignedInShell = existsSync(path.join(webRoot, SIGNED_IN_SHELL_FILE));
    /** A lookup that fails (the database is down) sends index.html, whose app says what it can. */
    const liveSession = async (token: string) =>
      hasSignedInShell && isSignedIn !== undefined && (await isSignedIn(token).catch(() => false));
    /** Which prerendered page a request gets, if any: null means index.html. */
    const pageFor = async (request: FastifyRequest, guestPage: 'landing' | null) => {
      const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
      if (token === undefined) return hasLanding ? guestPage : null;
      return (await liveSession(token)) ? ('meals-shell' as const) : null;
    };
    const servePage = (guestPage: 'landing' | null) => async (request: FastifyRequest, reply: FastifyReply) => {
      const page = await pageFor(request, guestPage);
      // Vary: a cache must not hand a guest's page to a signed-in user or the other way round.
      reply.header('vary', 'cookie').type('text/html');
      // The service worker keeps the app shell for offline use, not these pages (public/sw.js).
      if (page) reply.header('x-crease-prerendered', page);
      return reply.sendFile(page === 'landing' ? LANDING_FILE : page ? SIGNED_IN_SHELL_FILE : 'index.html');
    };
    for (const url of LANDING_PATHS) app.get(url, servePage('landing'));
    // A guest at /meals gets the app's own guest screen (SPEC §2), from index.html as before.
    app.get('/meals', servePage(null));

    const blogPages = prerenderedBlogPages(webRoot);
    const serveBlogPage = (request: FastifyRequest, reply: FastifyReply) => {
      const file = hasCookie(request.headers.cookie, SESSION_COOKIE)
        ? undefined
        : blogPages.get(decodedPath(request.url));
      reply.header('vary', 'cookie').type('text/html');
      if (file) reply.header('x-crease-prerendered', 'blog');
      // An unknown slug gets the app too, which shows 'Post not found' (SPEC).
      return reply.sendFile(file ?? 'index.html');
    };
    app.get('/blog', serveBlogPage);
    app.get('/blog/:slug', serveBlogPage);
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || !['GET', 'HEAD'].includes(request.method) || !hasBuild) {
      return reply
        .code(404)
        .send(
          errorBody(
            'message',
            isApiPath(request.url) || hasBuild
              ? 'Not found'
              : 'Not found (the web app is not built: run npm run build)',
          ),
        );
    }
    const page = decodedPath(request.url);
    if (PRIVATE_LINK_PAGES.some((prefix) => isUnder(page, prefix))) reply.header('x-robots-tag', 'noindex');
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
