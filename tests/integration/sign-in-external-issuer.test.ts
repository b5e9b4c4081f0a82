// Our relying party against a separately started identity provider (oidc-provider on its own
// port, in-memory), configured only through OIDC_* environment variables, as Google or
// Keycloak would be.
import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';
import { HttpSession } from '../helpers/http-session';
import { startListeningApp, type ListeningApp } from '../helpers/listening-app';
import { describeWithDatabase } from '../helpers/test-database';

const ACCOUNT = { sub: 'ext-athlete-7', email: 'opener@external.example' };

async function startExternalIssuer(redirectUri: string, postLogout: string) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'crease-test',
        client_secret: 'external-secret-123',
        redirect_uris: [redirectUri],
        post_logout_redirect_uris: [postLogout],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email'] },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, email: ACCOUNT.email }) }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/login/${interaction.uid}` },
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  // The "user" signs in at once: this provider's login page approves every interaction.
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/login/')) {
      void provider.interactionFinished(
        req,
        res,
        { login: { accountId: ACCOUNT.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    void callback(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describeWithDatabase('sign-in against an external OpenID Connect issuer', (use) => {
  let app: ListeningApp;
  let external: Awaited<ReturnType<typeof startExternalIssuer>>;

  beforeAll(async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    external = await startExternalIssuer(`${url}/api/callback`, `${url}/`);
    app = await startListeningApp(use(), {
      PORT: String(port),
      PUBLIC_URL: url,
      OIDC_ISSUER_URL: external.issuer,
      OIDC_CLIENT_ID: 'crease-test',
      OIDC_CLIENT_SECRET: 'external-secret-123',
    });
  });
  afterAll(async () => {
    await app?.close();
    await external?.close();
  });

  it('signs in through the external issuer and creates the user from its subject and email', async () => {
    const session = new HttpSession();
    const done = await session.follow(`${app.url}/api/login?returnTo=/profile`);
    expect(done.url).toBe(`${app.url}/profile`);
    expect(session.visited.some((v) => v.startsWith(`GET ${external.issuer}/auth`))).toBe(true);
    const user = await (await session.request(`${app.url}/api/auth/user`)).json();
    expect(user.email).toBe(ACCOUNT.email);

    // The same subject signing in again is the same user, createdAt unchanged.
    const again = new HttpSession();
    await again.follow(`${app.url}/api/login`);
    expect(await (await again.request(`${app.url}/api/auth/user`)).json()).toEqual(user);
  });

  it('does not mount the embedded provider when an external issuer is configured', async () => {
    const res = await fetch(`${app.url}/oidc/.well-known/openid-configuration`);
    expect(res.status).not.toBe(200);
  });

  it('signs out locally and then at the external issuer', async () => {
    const session = new HttpSession();
    await session.follow(`${app.url}/api/login`);
    const out = await session.request(`${app.url}/api/logout`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(out.headers.get('location')).toContain(`${external.issuer}/session/end`);
    expect((await session.request(`${app.url}/api/auth/user`)).status).toBe(401);
  });
});
