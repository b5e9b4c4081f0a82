import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** Finds the user for a provider identity, creating it on first sign-in; keeps createdAt. */
export async function upsertUserFromIdentity(
  db: Db,
  identity: { issuer: string; subject: string; email: string | null },
) {
  const [user] = await db
    .insert(users)
    .values(identity)
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: { email: sql`coalesce(excluded.email, ${users.email})`, updatedAt: sql`now()` },
    })
    .returning();
  return user!;
}
