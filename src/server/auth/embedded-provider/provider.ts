// The embedded OpenID Connect identity provider (oidc-provider), used when no external issuer
// is configured. Our own relying party signs in against it exactly as it would against Google
// or Keycloak, so the default mode runs the production code path.
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../db/client';
import { findAccountById } from './accounts';
import { createAdapterClass } from './adapter';
import { logoutPage, messagePage } from './pages';
import type { ProviderSecrets } from './secrets';

export const EMBEDDED_CLIENT_ID = 'crease-web';
export const EMBEDDED_MOUNT = '/oidc';

export interface EmbeddedProvider {
  provider: Provider;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const DAY = 24 * 60 * 60;

/**
 * The provider for one address (`origin`: PUBLIC_URL, or the address a request came to when it
 * is unset). Every instance shares the database, keys and accounts (sites.ts).
 */
export function createEmbeddedProvider(opts: {
  db: Db;
  origin: string;
  secrets: ProviderSecrets;
  trustProxy: boolean;
}): EmbeddedProvider {
  const { db, origin: publicUrl, secrets } = opts;
  const issuer = `${publicUrl}${EMBEDDED_MOUNT}`;
  const https = publicUrl.startsWith('https:');

  const configuration: Configuration = {
    adapter: createAdapterClass(db),
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: secrets.clientSecret,
        client_name: 'Crease',
        redirect_uris: [`${publicUrl}/api/callback`],
        post_logout_redirect_uris: [`${publicUrl}/`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [secrets.signingKey] },
    cookies: {
      keys: secrets.cookieKeys,
      long: { signed: true, secure: https, sameSite: 'lax' },
      short: { signed: true, secure: https, sameSite: 'lax' },
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    scopes: ['openid', 'email', 'profile'],
    async findAccount(_ctx, sub) {
      const account = await findAccountById(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({ sub: account.id, email: account.email, email_verified: false }),
      };
    },
    // Crease is the provider's only client and is first-party: no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId =
        (result?.consent as { grantId?: string } | undefined)?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${EMBEDDED_MOUNT}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', 'You have been signed out of Crease.', {
            href: '/',
            label: 'Back to Crease',
          });
        },
      },
    },
    pkce: { required: () => true },
    async renderError(ctx, out) {
      ctx.type = 'html';
      const detail =
        typeof out.error_description === 'string'
          ? out.error_description
          : 'The sign-in request could not be completed.';
      ctx.body = messagePage('Sign-in problem', `${detail} Please start again.`, {
        href: '/api/login',
        label: 'Sign in again',
      });
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 30 * DAY,
      Grant: 30 * DAY,
    },
    clientBasedCORS: () => false,
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = opts.trustProxy;
  return { provider, issuer, clientId: EMBEDDED_CLIENT_ID, clientSecret: secrets.clientSecret };
}
