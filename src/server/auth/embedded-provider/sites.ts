// One embedded provider (and our relying party for it) per address the app is reached at.
// With PUBLIC_URL set that is one address; without it, each address a browser used gets its own
// issuer, so every redirect of a sign-in stays on the host whose cookies it needs (decision 101).
// Instances are cheap (a few milliseconds, under 100 KB) and share the database, keys and
// accounts, so an evicted one is rebuilt without anybody noticing.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CustomFetch } from 'openid-client';
import type { Db } from '../../db/client';
import { createRelyingParty, type RelyingParty } from '../relying-party';
import { createEmbeddedProvider, type EmbeddedProvider } from './provider';
import { loadProviderSecrets } from './secrets';

export interface EmbeddedSite extends EmbeddedProvider {
  /** oidc-provider's request handler (built once: Koa composes its middleware per call). */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  relyingParty: RelyingParty;
}

export interface EmbeddedSites {
  forOrigin(origin: string): EmbeddedSite;
}

/** Host headers are the client's to write: at most this many addresses are kept at once. */
const MAX_SITES = 16;

export async function createEmbeddedSites(opts: {
  db: Db;
  trustProxy: boolean;
  scopes: string;
  fetch: CustomFetch;
}): Promise<EmbeddedSites> {
  const secrets = await loadProviderSecrets(opts.db);
  const sites = new Map<string, EmbeddedSite>();
  return {
    forOrigin(origin) {
      const known = sites.get(origin);
      if (known) {
        // Most recently used last, so the oldest is the one evicted.
        sites.delete(origin);
        sites.set(origin, known);
        return known;
      }
      const embedded = createEmbeddedProvider({ db: opts.db, origin, secrets, trustProxy: opts.trustProxy });
      const site: EmbeddedSite = {
        ...embedded,
        handle: embedded.provider.callback() as EmbeddedSite['handle'],
        relyingParty: createRelyingParty({
          issuer: embedded.issuer,
          clientId: embedded.clientId,
          clientSecret: embedded.clientSecret,
          scopes: opts.scopes,
          redirectUri: `${origin}/api/callback`,
          fetch: opts.fetch,
        }),
      };
      sites.set(origin, site);
      if (sites.size > MAX_SITES) sites.delete(sites.keys().next().value!);
      return site;
    },
  };
}
