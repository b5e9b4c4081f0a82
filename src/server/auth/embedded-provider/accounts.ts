// Email-and-password accounts of the embedded identity provider.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localAccounts } from '../../db/schema';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';

export const normalizeAccountEmail = (email: string) => email.trim().toLowerCase();

export type CreateAccountResult = { ok: true; accountId: string } | { ok: false; reason: 'exists' };

export async function createAccount(db: Db, opts: { email: string; password: string }): Promise<CreateAccountResult> {
  const passwordHash = await hashPassword(opts.password);
  const [row] = await db
    .insert(localAccounts)
    .values({ email: opts.email.trim(), emailNormalized: normalizeAccountEmail(opts.email), passwordHash })
    .onConflictDoNothing()
    .returning({ id: localAccounts.id });
  return row ? { ok: true, accountId: row.id } : { ok: false, reason: 'exists' };
}

/** The account id when email and password match; null otherwise (same time either way). */
export async function verifyAccount(db: Db, opts: { email: string; password: string }): Promise<string | null> {
  const [account] = await db
    .select()
    .from(localAccounts)
    .where(eq(localAccounts.emailNormalized, normalizeAccountEmail(opts.email)));
  const ok = await verifyPassword(opts.password, account?.passwordHash ?? DUMMY_HASH);
  return ok && account ? account.id : null;
}

export async function findAccountById(db: Db, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [account] = await db.select().from(localAccounts).where(eq(localAccounts.id, id));
  return account;
}
