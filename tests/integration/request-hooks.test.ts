// Hooks that guard every request: they read paths as the router does (a percent-encoded /api is
// still /api), GET /api/logout only signs out for our own pages, and pages the identity provider
// writes itself carry the same security headers as the rest.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app';
import { signedInClient, type ApiClient } from '../helpers/signed-in';
import { describeWithDatabase } from '../helpers/test-database';

const OWN = 'http://localhost:3000';
const EVIL = 'https://evil.example';

describeWithDatabase('request hooks', (use) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(use()));
    app.post('/api/test/change', async () => ({ changed: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const signedIn = async (): Promise<ApiClient> => signedInClient(app, use().db);
  const isSignedIn = async (client: ApiClient) => (await client.get('/api/auth/user')).statusCode === 200;

  it.each(['/%61pi/test/change', '/%61%70%69/test/change', '/api/test/%63hange'])(
    'refuses a cross-site POST to %s like one to /api',
    async (url) => {
      const res = await app.inject({ method: 'POST', url, headers: { origin: EVIL } });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-site request refused' });
    },
  );

  it('refuses a cross-site waitlist join at an encoded path with its {error} body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/%61pi/waitlist/join',
      headers: { origin: EVIL },
      payload: { email: 'x@crease.test' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Cross-site request refused' });
  });

  it('looks the session up for an encoded /api path too', async () => {
    const athlete = await signedIn();
    const res = await athlete.get('/%61pi/auth/user');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: athlete.userId });
  });

  it('answers an unknown encoded /api path with the JSON 404', async () => {
    const res = await app.inject('/%61pi/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  const expectConfirmation = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('<form method="post" action="/api/logout">');
    expect(res.body).toContain('Sign out</button>');
    expect(String(res.headers['content-security-policy'])).toContain("form-action 'self'");
    // Under the app-wide no-referrer policy a browser sends `Origin: null` with the form, which
    // the CSRF check refuses; the page keeps its origin within the site.
    expect(res.headers['referrer-policy']).toBe('same-origin');
  };

  it.each([
    ['a typed address or bookmark', { 'sec-fetch-site': 'none' }],
    ['another site (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling site', { 'sec-fetch-site': 'same-site' }],
    ['another site (Referer only)', { referer: `${EVIL}/page` }],
    ['nowhere said', {}],
  ])('GET /api/logout from %s asks first and keeps the user signed in', async (_case, headers) => {
    const athlete = await signedIn();
    expectConfirmation(await athlete.get('/api/logout', { origin: '', ...headers }));
    expect(await isSignedIn(athlete)).toBe(true);
  });

  it.each([
    ['Sec-Fetch-Site', { 'sec-fetch-site': 'same-origin' }],
    ['a same-origin Referer', { referer: `${OWN}/profile` }],
  ])('GET /api/logout from our own page (%s) signs out at once', async (_case, headers) => {
    const athlete = await signedIn();
    const res = await athlete.get('/api/logout', { origin: '', ...headers });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers['set-cookie'])).toMatch(/crease_session=;/);
    expect(await isSignedIn(athlete)).toBe(false);
  });

  it("signs out by the confirmation page's form POST, and refuses one from another site", async () => {
    const athlete = await signedIn();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const crossSite = await athlete.post('/api/logout', '', { ...form, origin: EVIL });
    expect(crossSite.statusCode).toBe(403);
    expect(await isSignedIn(athlete)).toBe(true);
    const own = await athlete.post('/api/logout', '', { ...form, origin: OWN });
    expect(own.statusCode).toBe(302);
    expect(await isSignedIn(athlete)).toBe(false);
  });

  it.each(['/oidc/.well-known/openid-configuration', '/oidc/session/end', '/oidc/auth?client_id=nobody'])(
    'sends the security headers on %s',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBeLessThan(500);
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );
});
