// Local-disk upload URLs carry an HMAC over (upload id, user id, expiry), so a URL works only for
// the user it was issued to and only until it expires. The key lives in app_secrets, so every
// server process (and a restart) accepts URLs issued by another.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

const SECRET_NAME = 'objects.upload_signing_key';

export interface UploadSigner {
  sign(fields: { uploadId: string; userId: string; expires: number }): string;
  verify(fields: { uploadId: string; userId: string; expires: number }, signature: string): boolean;
}

export async function loadUploadSigner(db: Db): Promise<UploadSigner> {
  // Insert-if-absent then read: two processes starting at once end up with the same key.
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  const key = Buffer.from(String(row?.value), 'base64url');
  const mac = (f: { uploadId: string; userId: string; expires: number }) =>
    createHmac('sha256', key).update(`${f.uploadId}.${f.userId}.${f.expires}`).digest();
  return {
    sign: (fields) => mac(fields).toString('base64url'),
    verify(fields, signature) {
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(fields);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
