// The proof that a waitlist place is the caller's own: a token the join answer hands out and
// the landing page keeps with the saved email (SPEC §3 waitlist_email), sent again to restore the
// joined state. Without it, an address already on the list is answered as a new one would be
// (decision 103), so typing someone's address reveals nothing of their place.
//
// Sealed (AES-256-GCM under a key in app_secrets) rather than stored: no table, every server
// process reads every token, and a token for a real place and one for a stand-in place (what a
// stranger got for an address already taken) look alike — same length, same alphabet.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

const SECRET_NAME = 'waitlist.restore_key';
/** Every payload is padded to this many bytes, so the two kinds cannot be told apart by length. */
const PAYLOAD_BYTES = 160;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * `own`: the holder joined with this address and holds its place (entry). `stand-in`: the holder
 * sent an address already on the list and was answered as a newcomer joining at `joinedAt`,
 * with the share code `code` (which credits nobody).
 */
const ZRestorePayload = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('own'), entryId: z.string() }),
  z.object({ kind: z.literal('stand-in'), entryId: z.string(), joinedAt: z.number(), code: z.string() }),
]);
export type RestorePayload = z.infer<typeof ZRestorePayload>;

export interface RestoreTokens {
  seal(payload: RestorePayload): string;
  /** The payload of a token we sealed; null for anything else (tampered, foreign, malformed). */
  open(token: string | null | undefined): RestorePayload | null;
}

export function restoreTokens(key: Buffer): RestoreTokens {
  return {
    seal(payload) {
      const plain = Buffer.alloc(PAYLOAD_BYTES, ' ');
      const json = Buffer.from(JSON.stringify(payload));
      if (json.length > PAYLOAD_BYTES) throw new Error('restore token payload too long');
      json.copy(plain);
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
      return sealed.toString('base64url');
    },
    open(token) {
      if (!token || !/^[A-Za-z0-9_-]{1,400}$/.test(token)) return null;
      const sealed = Buffer.from(token, 'base64url');
      if (sealed.length !== IV_BYTES + PAYLOAD_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
        decipher.setAuthTag(sealed.subarray(IV_BYTES + PAYLOAD_BYTES));
        const plain = Buffer.concat([
          decipher.update(sealed.subarray(IV_BYTES, IV_BYTES + PAYLOAD_BYTES)),
          decipher.final(),
        ]);
        const parsed = ZRestorePayload.safeParse(JSON.parse(plain.toString().trimEnd()));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

export async function loadRestoreTokens(db: Db): Promise<RestoreTokens> {
  // Insert-if-absent then read: two processes starting at once end up with the same key.
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  return restoreTokens(Buffer.from(String(row?.value), 'base64url'));
}
