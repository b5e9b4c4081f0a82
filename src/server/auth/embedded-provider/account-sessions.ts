// Ends every way an embedded account is signed in: our sessions of its users row and the
// identity provider's own sessions, grants and tokens (otherwise /api/login would sign the
// browser straight back in through the provider's session). Used after a password reset and
// when the account is deleted.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oidcPayloads, sessions, users } from '../../db/schema';

export async function endAccountSessions(db: Db, opts: { accountId: string; userIssuer: string }): Promise<void> {
  const owners = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.issuer, opts.userIssuer), eq(users.subject, opts.accountId)));
  await db.delete(sessions).where(inArray(sessions.userId, owners));
  // oidc-provider keeps accountId in the payload: at the top for sessions, grants, codes and
  // tokens; under session/result for an interaction in progress.
  const id = opts.accountId;
  await db
    .delete(oidcPayloads)
    .where(
      or(
        sql`${oidcPayloads.payload}->>'accountId' = ${id}`,
        sql`${oidcPayloads.payload}#>>'{session,accountId}' = ${id}`,
        sql`${oidcPayloads.payload}#>>'{result,login,accountId}' = ${id}`,
      ),
    );
}
