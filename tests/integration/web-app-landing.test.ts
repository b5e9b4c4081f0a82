// The server's half of the prerendered landing page (decision 080): / and /log send landing.html
// to requests without a session cookie and the app shell (index.html) to everyone else.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/auth/sessions';
import { hasCookie, registerWebApp } from '../../src/server/http/web-app';

const SHELL = '<!doctype html><title>Crease shell</title><div id="root"></div>';
const LANDING = `<!doctype html><title>Crease landing</title><div id="root" data-prerendered="landing"><h1>Fuel like a pro.</h1>${'<p>words</p>'.repeat(200)}</div>`;

async function appServing(files: Record<string, string | Buffer>): Promise<FastifyInstance> {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'crease-web-'));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(webRoot, name), body);
  const app = Fastify();
  await registerWebApp(app, webRoot);
  await app.ready();
  return app;
}

describe('prerendered landing page', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appServing({
      'index.html': SHELL,
      'landing.html': LANDING,
      'landing.html.br': brotliCompressSync(LANDING),
    });
  });
  afterAll(() => app.close());

  it.each(['/', '/log', '/?ref=abc123', '/log?ref=abc123'])('sends the landing page to a guest at %s', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('data-prerendered="landing"');
    expect(res.headers['cache-control']).toBe('no-cache');
    // A shared cache must key the page on the cookie: signed-in users get the shell.
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    // Marked, so the service worker does not keep it as the offline app shell.
    expect(res.headers['x-crease-prerendered']).toBe('landing');
  });

  it('sends the app shell to a request with a session cookie, among others', async () => {
    for (const url of ['/', '/log']) {
      const res = await app.inject({ url, headers: { cookie: `theme=dark; ${SESSION_COOKIE}=abc; other=1` } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Crease shell');
      expect(String(res.headers.vary)).toMatch(/cookie/i);
      expect(res.headers['x-crease-prerendered']).toBeUndefined();
    }
  });

  it('still treats a request with only other cookies as a guest', async () => {
    const res = await app.inject({ url: '/', headers: { cookie: `not_${SESSION_COOKIE}=1; theme=dark` } });
    expect(res.body).toContain('data-prerendered="landing"');
  });

  it('answers HEAD and sends the precompressed copy to a browser that takes brotli', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('keeps the app shell for every other page', async () => {
    for (const url of ['/blog', '/meals', '/log/extra', '/no/such/page']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Crease shell');
    }
  });
});

describe('without a prerendered landing page (an older build)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appServing({ 'index.html': SHELL });
  });
  afterAll(() => app.close());

  it('sends the app shell to guests at /', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Crease shell');
  });
});

describe('hasCookie', () => {
  it('finds a cookie by its exact name only', () => {
    expect(hasCookie(`${SESSION_COOKIE}=x`, SESSION_COOKIE)).toBe(true);
    expect(hasCookie(`a=1;   ${SESSION_COOKIE}=x`, SESSION_COOKIE)).toBe(true);
    expect(hasCookie(`x${SESSION_COOKIE}=1`, SESSION_COOKIE)).toBe(false);
    expect(hasCookie(`${SESSION_COOKIE}_old=1`, SESSION_COOKIE)).toBe(false);
    expect(hasCookie('', SESSION_COOKIE)).toBe(false);
    expect(hasCookie(undefined, SESSION_COOKIE)).toBe(false);
  });
});
