// Sign-in at whatever address the browser used (issue 18, item 10). Without PUBLIC_URL the
// embedded provider follows the request's own origin; with PUBLIC_URL set, other hosts are sent
// to it; an external issuer keeps the configured redirect URI.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';
import { HttpSession, signUpEmbedded, formAction } from '../helpers/http-session';
import { startListeningApp, type ListeningApp } from '../helpers/listening-app';
import { describeWithDatabase } from '../helpers/test-database';

const password = 'correct horse battery';

describeWithDatabase('sign-in with PUBLIC_URL unset', (use) => {
  let server: ListeningApp;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    server = await startListeningApp(use(), { PORT: String(port), PUBLIC_URL: '' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('creates an account at http://127.0.0.1:PORT and lands signed in there', async () => {
    const base = `http://127.0.0.1:${port}`;
    const { session, final } = await signUpEmbedded(base, 'loopback@crease.test', password, '/meals');
    expect(final.url).toBe(`${base}/meals`);
    // Every step of the flow stayed on the address the browser used.
    expect(session.visited.every((line) => line.includes(`${base}/`))).toBe(true);
    const me = await session.request(`${base}/api/auth/user`);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'loopback@crease.test' });
  });

  it('signs the same account in at another address of the same server as the same user', async () => {
    const first = await signUpEmbedded(`http://127.0.0.1:${port}`, 'two-addresses@crease.test', password);
    const firstUser = await (await first.session.request(`http://127.0.0.1:${port}/api/auth/user`)).json();

    const other = `http://localhost:${port}`;
    const session = new HttpSession();
    const page = await session.follow(`${other}/api/login`);
    expect(page.url.startsWith(`${other}/oidc/interaction/`)).toBe(true);
    const done = await session.submit(formAction(await page.res.text(), page.url), {
      email: 'two-addresses@crease.test',
      password,
    });
    expect(done.url).toBe(`${other}/`);
    expect(await (await session.request(`${other}/api/auth/user`)).json()).toEqual(firstUser);
  });

  it('does not redirect requests at any host when no PUBLIC_URL is set', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/meals', headers: { host: 'phone.lan:3000' } });
    expect(res.statusCode).not.toBe(302);
  });

  it('ignores a malformed Host header and falls back to the default address', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/login',
      headers: { host: 'evil.example/path?x=' },
    });
    expect(res.statusCode).toBe(302);
    expect(new URL(res.headers.location as string).origin).toBe(`http://localhost:${port}`);
  });
});

describeWithDatabase('sign-in with PUBLIC_URL set', (use) => {
  let server: ListeningApp;

  beforeAll(async () => {
    server = await startListeningApp(use());
  });
  afterAll(async () => {
    await server.close();
  });

  it('redirects a page or sign-in request at another host to PUBLIC_URL, keeping the path', async () => {
    for (const url of ['/meals?day=2025-01-01', '/api/login?returnTo=%2Fprofile', '/']) {
      const res = await server.app.inject({ method: 'GET', url, headers: { host: 'phone.lan:3000' } });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${server.url}${url}`);
    }
  });

  it('answers health probes and data calls at any host without a redirect', async () => {
    expect(
      (await server.app.inject({ method: 'GET', url: '/healthz', headers: { host: '10.0.0.7:3000' } })).statusCode,
    ).toBe(200);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: { host: '10.0.0.7:3000' } }))
        .statusCode,
    ).toBe(401);
  });

  it('does not redirect in a loop when a proxy rewrites the Host header', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/meals', headers: { host: '127.0.0.1:9' } });
    expect(first.statusCode).toBe(302);
    const marker = first.cookies.find((c) => c.name === 'crease_host_redirect');
    expect(marker).toBeDefined();
    const second = await server.app.inject({
      method: 'GET',
      url: '/meals',
      headers: { host: '127.0.0.1:9', cookie: `${marker!.name}=${marker!.value}` },
    });
    expect(second.statusCode).not.toBe(302);
  });

  it('signs in at PUBLIC_URL itself as before', async () => {
    const { session, final } = await signUpEmbedded(server.url, 'configured@crease.test', password, '/profile');
    expect(final.url).toBe(`${server.url}/profile`);
    expect((await session.request(`${server.url}/api/auth/user`)).status).toBe(200);
  });
});

/** Just enough of an external issuer for discovery: /api/login only needs its metadata. */
async function startDiscoveryOnlyIssuer(): Promise<{ issuer: string; close: () => Promise<void> }> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const server: Server = createServer((req, res) => {
    if (req.url !== '/.well-known/openid-configuration') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('sign-in against an external issuer with PUBLIC_URL unset', () => {
  describeWithDatabase('keeps the configured redirect URI', (use) => {
    let server: ListeningApp;
    let external: Awaited<ReturnType<typeof startDiscoveryOnlyIssuer>>;
    let port: number;

    beforeAll(async () => {
      external = await startDiscoveryOnlyIssuer();
      port = await freePort();
      server = await startListeningApp(use(), {
        PORT: String(port),
        PUBLIC_URL: '',
        OIDC_ISSUER_URL: external.issuer,
        OIDC_CLIENT_ID: 'crease-test',
      });
    });
    afterAll(async () => {
      await server?.close();
      await external?.close();
    });

    it('sends the registered redirect URI, not one taken from the request host', async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/login`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!);
      expect(location.origin).toBe(external.issuer);
      expect(location.searchParams.get('redirect_uri')).toBe(`http://localhost:${port}/api/callback`);
    });
  });
});
