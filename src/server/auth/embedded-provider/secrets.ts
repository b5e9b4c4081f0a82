// Secrets generated on first start and kept in the database, so a restart (or a second server
// process) uses the same signing keys and cookie keys and nobody is logged out.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { JWK } from 'oidc-provider';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

async function loadOrCreate<T>(db: Db, name: string, create: () => T): Promise<T> {
  // Insert-if-absent then read: two processes starting at once end up with the same value.
  await db.insert(appSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value as T;
}

export interface ProviderSecrets {
  signingKey: JWK;
  cookieKeys: string[];
  clientSecret: string;
}

export async function loadProviderSecrets(db: Db): Promise<ProviderSecrets> {
  const signingKey = await loadOrCreate<JWK>(db, 'oidc.signing_key', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return {
      ...(privateKey.export({ format: 'jwk' }) as JWK),
      kid: randomBytes(8).toString('hex'),
      alg: 'RS256',
      use: 'sig',
    };
  });
  const cookieKeys = await loadOrCreate<string[]>(db, 'oidc.cookie_keys', () => [
    randomBytes(32).toString('base64url'),
  ]);
  const clientSecret = await loadOrCreate<string>(db, 'oidc.client_secret', () =>
    randomBytes(32).toString('base64url'),
  );
  return { signingKey, cookieKeys, clientSecret };
}
