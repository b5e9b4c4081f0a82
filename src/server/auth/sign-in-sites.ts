// Which relying party and which address a sign-in request uses. An external issuer knows one
// redirect URI (registered there), so it always uses the configured address. The embedded
// provider follows the request's address when PUBLIC_URL is unset (site-origin.ts).
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { EMBEDDED_MOUNT } from './embedded-provider/provider';
import type { EmbeddedSites } from './embedded-provider/sites';
import type { RelyingParty } from './relying-party';
import { siteOrigin } from './site-origin';

export interface SignInSite {
  relyingParty: RelyingParty;
  /** scheme://host[:port] of the callback and the page after sign-out. */
  origin: string;
}

export interface SignInSites {
  forRequest(request: FastifyRequest): SignInSite;
  /** The issuer recorded on the users row for an identity the relying party verified. */
  userIssuer(verifiedIssuer: string): string;
}

export function externalSignInSites(config: Config, relyingParty: RelyingParty): SignInSites {
  return { forRequest: () => ({ relyingParty, origin: config.publicUrl }), userIssuer: (issuer) => issuer };
}

/**
 * Every embedded issuer (one per address) is the same set of accounts, so users rows keep the
 * issuer of the configured address, as before addresses were followed: an account signed in at
 * 127.0.0.1 and at localhost is one user with one set of meals.
 */
export const embeddedUserIssuer = (config: Pick<Config, 'publicUrl'>) => `${config.publicUrl}${EMBEDDED_MOUNT}`;

export function embeddedSignInSites(config: Config, sites: EmbeddedSites): SignInSites {
  return {
    forRequest(request) {
      const origin = siteOrigin(request, config);
      return { relyingParty: sites.forOrigin(origin).relyingParty, origin };
    },
    userIssuer: () => embeddedUserIssuer(config),
  };
}
