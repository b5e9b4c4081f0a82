// Our OpenID Connect relying party (openid-client 6): authorization code flow with PKCE, state
// and nonce, against any standard issuer found by discovery.
import * as oidc from 'openid-client';

export interface RelyingPartyOptions {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  scopes: string;
  redirectUri: string;
  /** Routes requests to an in-process issuer without a network round trip (embedded mode). */
  fetch?: oidc.CustomFetch;
}

export interface LoginChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  idToken: string | undefined;
}

export interface RelyingParty {
  startLogin(): Promise<{ url: URL; checks: LoginChecks }>;
  finishLogin(callbackUrl: URL, checks: LoginChecks): Promise<VerifiedIdentity>;
  /** The provider's RP-initiated logout URL, or null when it has none. */
  logoutUrl(idToken: string | undefined, postLogoutRedirectUri: string): Promise<URL | null>;
}

export function createRelyingParty(opts: RelyingPartyOptions): RelyingParty {
  let discovered: Promise<oidc.Configuration> | null = null;
  // Discovery happens on first use (the embedded issuer is not listening yet at start-up) and
  // is retried on the next sign-in if it failed.
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(opts.issuer),
        opts.clientId,
        undefined,
        opts.clientSecret ? oidc.ClientSecretBasic(opts.clientSecret) : oidc.None(),
        {
          ...(opts.fetch ? { [oidc.customFetch]: opts.fetch } : {}),
          // Plain http is allowed for loopback and development issuers; production ones are https.
          execute: opts.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
        },
      )
      .catch((err: unknown) => {
        discovered = null;
        throw err;
      });
    return discovered;
  };

  return {
    async startLogin() {
      const config = await configuration();
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: opts.redirectUri,
        scope: opts.scopes,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, checks };
    },

    async finishLogin(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The identity provider returned no ID token');
      let email = typeof claims.email === 'string' ? claims.email : null;
      if (!email && tokens.access_token) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => null);
        email = typeof info?.email === 'string' ? info.email : null;
      }
      return { issuer: config.serverMetadata().issuer, subject: claims.sub, email, idToken: tokens.id_token };
    },

    async logoutUrl(idToken, postLogoutRedirectUri) {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      return oidc.buildEndSessionUrl(config, {
        post_logout_redirect_uri: postLogoutRedirectUri,
        client_id: opts.clientId,
        ...(idToken ? { id_token_hint: idToken } : {}),
      });
    },
  };
}
